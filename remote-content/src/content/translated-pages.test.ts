import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COMPANY_CONTACT,
  GRIEVANCE_OFFICER,
  type Locale,
  type PolicyPageId,
} from '@travel/shared/contracts/plain';
import { describe, expect, it } from 'vitest';
import { compileContentModule, compileMeta } from './compile-content';
import type { BlockNode, ContentBody, InlineNode } from './markdown-nodes';
import { SHARED_RULES, TRANSLATED_RULES, sharedRule } from './shared-rules';

// The policy pages every visitor needs, in Hindi (content/pages/hi-IN): the same page as the
// English one, fact for fact.

const HINDI_PAGES: readonly PolicyPageId[] = [
  'privacy-policy',
  'flight-coupon-terms',
  'refund-cancellation-policy',
  'grievance-policy',
];

const pagesDir = path.resolve(import.meta.dirname, '../../content/pages');
const source = (id: string, locale?: Locale) =>
  readFileSync(path.join(pagesDir, ...(locale ? [locale] : []), `${id}.md`), 'utf8');

function built(id: string, locale: Locale): BlockNode[] {
  const module = compileContentModule({
    source: source(id, locale === 'en-IN' ? undefined : locale),
    file: `${id}.md`,
    kind: 'pages',
    locale,
    metaOnly: false,
    imagesDir: '',
  });
  return (JSON.parse(module.replace(/^export default /, '').replace(/;\n$/, '')) as ContentBody)
    .body;
}

function plainText(nodes: (BlockNode | InlineNode)[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      if ('children' in node) return plainText(node.children);
      if ('items' in node) return node.items.map(plainText).join('\n');
      if ('rows' in node) return [node.header, ...node.rows].flat().map(plainText).join(' ');
      if ('text' in node) return node.text;
      return '';
    })
    .join(' ');
}

/** Every node of a tree, depth first. */
function* walk(nodes: (BlockNode | InlineNode)[]): Generator<BlockNode | InlineNode> {
  for (const node of nodes) {
    yield node;
    if (typeof node === 'string') continue;
    if ('children' in node) yield* walk(node.children);
    if ('items' in node) for (const item of node.items) yield* walk(item);
  }
}

/** Each heading's level and its number ('2', '7' or '' for an unnumbered one). */
const headings = (body: BlockNode[]) =>
  [...walk(body)].flatMap((node) =>
    typeof node !== 'string' && node.type === 'heading'
      ? [`h${node.level} ${/^\d+(?=\.)/.exec(plainText(node.children))?.[0] ?? ''}`]
      : [],
  );

/** The blocks of a body, each by its type and, for a list, its number of items. */
const shape = (body: BlockNode[]) =>
  body.map((node) => (node.type === 'list' ? `list ${node.items.length}` : node.type));

const links = (body: BlockNode[]) =>
  new Set(
    [...walk(body)].flatMap((node) =>
      typeof node !== 'string' && node.type === 'link' ? [node.href] : [],
    ),
  );

/** The facts a translation must not change: amounts, every number, e-mail addresses. */
function facts(text: string) {
  return {
    amounts: new Set(text.match(/₹\d+(?:,\d{2,3})*(?:\.\d+)?/g)),
    numbers: new Set(text.match(/\d+/g)),
    emails: new Set(text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)),
  };
}

describe('the Hindi policy pages', () => {
  it.each(HINDI_PAGES)(
    '%s is written in Hindi, with the front matter of the English page',
    (id) => {
      expect(existsSync(path.join(pagesDir, 'hi-IN', `${id}.md`))).toBe(true);
      const english = compileMeta(source(id), `${id}.md`, 'pages', '');
      const hindi = compileMeta(source(id, 'hi-IN'), `hi-IN/${id}.md`, 'pages', '');
      if (english.kind !== 'pages' || hindi.kind !== 'pages') throw new Error('not a page');
      expect(hindi.meta.id).toBe(english.meta.id);
      // A translation of this very version of the English page.
      expect(hindi.meta.updated).toBe(english.meta.updated);
      expect(hindi.meta.title).toMatch(/[\u0900-\u097F]/);
      expect(hindi.meta.description).toMatch(/[\u0900-\u097F]/);
    },
  );

  it.each(HINDI_PAGES)(
    '%s has the sections, paragraphs and list items of the English page, in its order',
    (id) => {
      const english = built(id, 'en-IN');
      const hindi = built(id, 'hi-IN');
      expect(headings(hindi)).toEqual(headings(english));
      // Paragraph for paragraph and item for item, after the Hindi's note on the English text.
      expect(shape(hindi.slice(1))).toEqual(shape(english));
      expect(links(hindi)).toEqual(links(english));
    },
  );

  it.each(HINDI_PAGES)('%s states the same amounts, numbers and e-mail addresses', (id) => {
    const english = facts(plainText(built(id, 'en-IN')));
    const hindi = facts(plainText(built(id, 'hi-IN')));
    expect(hindi.amounts).toEqual(english.amounts);
    expect(hindi.numbers).toEqual(english.numbers);
    expect(hindi.emails).toEqual(english.emails);
    expect(english.emails.size).toBeGreaterThan(0);
  });

  it.each(HINDI_PAGES)('%s opens by saying that the English text prevails', (id) => {
    const [first] = built(id, 'hi-IN');
    expect(first?.type).toBe('blockquote');
    expect(plainText(first ? [first] : [])).toMatch(/अंग्रेज़ी पाठ ही मान्य होगा/);
  });

  it('name the company, its office and the grievance officer as the site does elsewhere', () => {
    const office = COMPANY_CONTACT.address.replace(/, India$/, '');
    for (const id of HINDI_PAGES) {
      const text = plainText(built(id, 'hi-IN'));
      expect(text).toContain(COMPANY_CONTACT.name);
      expect(text).toContain(office);
      expect(text).toContain(COMPANY_CONTACT.email);
    }
    for (const id of ['grievance-policy', 'privacy-policy', 'refund-cancellation-policy']) {
      const text = plainText(built(id, 'hi-IN'));
      expect(text).toContain(GRIEVANCE_OFFICER.name);
      expect(text).toContain(GRIEVANCE_OFFICER.email);
      expect(text).toContain(GRIEVANCE_OFFICER.phone);
    }
  });

  it('state the checkout rules in Hindi, not in English', () => {
    const rules = TRANSLATED_RULES['hi-IN'] ?? {};
    const terms = plainText(built('flight-coupon-terms', 'hi-IN'));
    const policy = plainText(built('refund-cancellation-policy', 'hi-IN'));
    for (const line of rules.flightCouponTerms?.text ?? []) {
      expect(terms).toContain(line);
      expect(policy).toContain(line);
    }
    for (const line of rules.flightCancellationTerms?.text ?? []) expect(policy).toContain(line);
    for (const line of [...(SHARED_RULES.flightCouponTerms ?? [])]) {
      expect(terms).not.toContain(line);
      expect(policy).not.toContain(line);
    }
  });
});

describe('the shared rules in Hindi', () => {
  const rules = TRANSLATED_RULES['hi-IN'] ?? {};

  it('translate every rule of @travel/shared as it is today, line by line', () => {
    expect(Object.keys(rules).sort()).toEqual(Object.keys(SHARED_RULES).sort());
    for (const [name, english] of Object.entries(SHARED_RULES)) {
      expect(rules[name]?.english, `${name} changed: update its Hindi`).toEqual(english);
      expect(rules[name]?.text).toHaveLength(english.length);
    }
  });

  it('keep every amount and number of each line', () => {
    for (const [name, english] of Object.entries(SHARED_RULES)) {
      english.forEach((line, index) => {
        expect(facts(rules[name]?.text[index] ?? ''), `${name} ${index}`).toEqual(facts(line));
      });
    }
  });

  it('refuse to build a page with the Hindi of a rule that has changed since', () => {
    const stale = {
      'hi-IN': {
        flightCouponTerms: {
          english: ['An older rule.'],
          text: ['एक पुराना नियम।'],
        },
      },
    };
    expect(() => sharedRule('flightCouponTerms', 'hi-IN', 'x.md', stale)).toThrow(
      /changed in @travel\/shared/,
    );
    expect(() => sharedRule('flightCancellationTerms', 'hi-IN', 'x.md', stale)).toThrow(
      /no hi-IN text/,
    );
    expect(sharedRule('flightCouponTerms', 'en-IN', 'x.md', stale)).toBe(
      SHARED_RULES.flightCouponTerms,
    );
  });
});
