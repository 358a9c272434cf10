import { describe, expect, it } from 'vitest';
import { pdfText } from '../test-support/mail';
import { scriptRuns, unicodeDocument, writeText } from './unicode-text';

describe('PDF text in Noto Sans', () => {
  it('splits a line into runs by the font subset that draws them', () => {
    expect(scriptRuns('Paid ₹1,500.00 by राम')).toEqual([
      { subset: 'latin', text: 'Paid ' },
      { subset: 'devanagari', text: '₹' },
      { subset: 'latin', text: '1,500.00 by ' },
      { subset: 'devanagari', text: 'राम' },
    ]);
    expect(scriptRuns('Łukasz Zoë')).toEqual([
      { subset: 'latin-ext', text: 'Ł' },
      { subset: 'latin', text: 'ukasz Zoë' },
    ]);
  });

  it('prints the rupee sign, Hindi and accented names as typed', async () => {
    const { doc, done } = unicodeDocument({ Title: 'test' });
    writeText(doc, 'Paid by UPI: ₹12,499.00');
    writeText(doc, 'यात्री: आशा राव, बुकिंग की पुष्टि हो गई है।', 'bold');
    writeText(doc, 'Łukasz Wójcik, Zoë Ødegård');
    doc.end();
    const text = await pdfText(await done);
    expect(text).toContain('Paid by UPI: ₹12,499.00');
    expect(text).toContain('आशा राव');
    expect(text).toContain('Łukasz Wójcik, Zoë Ødegård');
  });
});

describe('aligned text of several runs', () => {
  it('keeps a right-aligned amount in reading order', async () => {
    const { doc, done } = unicodeDocument({ Title: 'test' });
    writeText(doc, 'Amount (₹)', 'bold', { width: 200, align: 'right' });
    writeText(doc, 'Total ₹10,003.50', 'regular', { width: 300, align: 'right' });
    doc.end();
    const text = (await pdfText(await done)).replace(/\s+/g, ' ');
    expect(text).toContain('Amount (₹)');
    expect(text).toContain('Total ₹10,003.50');
  });
});
