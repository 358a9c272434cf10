import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COMPANY_CONTACT,
  FLIGHT_CANCELLATION_TERMS,
  FLIGHT_COUPON_TERMS,
  GRIEVANCE_OFFICER,
  POLICY_PAGE_IDS,
  REFUND_PROCESSING_BUSINESS_DAYS,
  REFUND_REVIEW_BUSINESS_DAYS,
  WINNER_NOTICE_BUSINESS_DAYS,
} from '@travel/shared/contracts/plain';
import { describe, expect, it } from 'vitest';
import {
  ContentError,
  compileContentModule,
  compileMarkdown,
  compileMeta,
} from './compile-content';
import type { BlockNode, ContentBody, InlineNode } from './markdown-nodes';
import { expandSharedRules } from './shared-rules';

const root = path.resolve(import.meta.dirname, '../..');
const imagesDir = path.join(root, 'src/assets/images');
const read = (kind: 'blog' | 'pages', name: string) =>
  readFileSync(path.join(root, 'content', kind, name), 'utf8');
const files = (kind: 'blog' | 'pages') =>
  readdirSync(path.join(root, 'content', kind)).filter((file) => file.endsWith('.md'));

function plainText(nodes: (BlockNode | InlineNode)[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      if ('children' in node) return plainText(node.children);
      if ('items' in node) return node.items.map(plainText).join('\n');
      if ('text' in node) return node.text;
      return '';
    })
    .join(' ');
}

describe('the blog posts', () => {
  const posts = files('blog').map((file) =>
    compileMeta(read('blog', file), file, 'blog', imagesDir),
  );

  it('has at least eight articles, covering all four types', () => {
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const types = new Set(posts.map((post) => post.kind === 'blog' && post.meta.type));
    expect([...types].sort()).toEqual([1, 2, 3, 4]);
  });

  it('compiles every article into a body with sections', () => {
    for (const file of files('blog')) {
      const body = compileMarkdown(read('blog', file), file);
      expect(body.some((node) => node.type === 'heading' && node.level === 2)).toBe(true);
    }
  });

  it('imports the image of a post so the build can hash it', () => {
    const module = compileContentModule({
      source: read('blog', 'goa-beyond-the-beaches.md'),
      file: 'goa-beyond-the-beaches.md',
      kind: 'blog',
      metaOnly: true,
      imagesDir,
    });
    expect(module).toContain(
      `import image from ${JSON.stringify(path.join(imagesDir, 'blog-goa.webp'))}`,
    );
    expect(module).toContain('"date":"2026-01-20"');
    expect(module).not.toContain('Fontainhas lanes are');
  });
});

describe('the policy pages', () => {
  const text = (id: string) => plainText(compileMarkdown(read('pages', `${id}.md`), id));

  it('exist for every policy route', () => {
    expect(
      files('pages')
        .map((file) => file.replace('.md', ''))
        .sort(),
    ).toEqual([...POLICY_PAGE_IDS].sort());
  });

  it('name the grievance officer and the office that the site shows elsewhere', () => {
    const officeWithoutCountry = COMPANY_CONTACT.address.replace(/, India$/, '');
    for (const id of ['grievance-policy', 'privacy-policy', 'about-us']) {
      expect(text(id)).toContain(GRIEVANCE_OFFICER.name);
      expect(text(id)).toContain(GRIEVANCE_OFFICER.email);
      expect(text(id)).toContain(officeWithoutCountry);
    }
  });

  it('state the coupon and cancellation rules of checkout and the API, from @travel/shared', () => {
    const built = (id: string) => {
      const module = compileContentModule({
        source: read('pages', `${id}.md`),
        file: `${id}.md`,
        kind: 'pages',
        metaOnly: false,
        imagesDir,
      });
      const body = JSON.parse(
        module.replace(/^export default /, '').replace(/;\n$/, ''),
      ) as ContentBody;
      return plainText(body.body);
    };
    const terms = built('flight-coupon-terms');
    const policy = built('refund-cancellation-policy');
    for (const rule of FLIGHT_COUPON_TERMS) {
      expect(terms).toContain(rule);
      expect(policy).toContain(rule);
    }
    for (const rule of FLIGHT_CANCELLATION_TERMS) expect(policy).toContain(rule);
    expect(terms).not.toContain('applied to the total amount payable');
  });

  it('refuse a placeholder that names no shared rule', () => {
    expect(() => expandSharedRules('Intro\n\n{{noSuchRule}}\n', 'x.md')).toThrow(/noSuchRule/);
  });

  it('state the refund, draw and expiry promises of the footer', () => {
    const refunds = text('refund-cancellation-policy');
    expect(refunds).toContain(`${REFUND_REVIEW_BUSINESS_DAYS} business days`);
    expect(refunds).toContain(`${REFUND_PROCESSING_BUSINESS_DAYS} business days`);
    const terms = text('flight-coupon-terms');
    expect(terms).toContain(`${WINNER_NOTICE_BUSINESS_DAYS} business days`);
    expect(terms).toContain('31 December 2026');
  });
});

describe('compileMarkdown', () => {
  it('turns markdown into nodes, merging text', () => {
    expect(
      compileMarkdown(
        '## Fares\n\nBook **early** & save. See [terms](/flight-coupon-terms).',
        'x.md',
      ),
    ).toEqual([
      { type: 'heading', level: 2, children: ['Fares'] },
      {
        type: 'paragraph',
        children: [
          'Book ',
          { type: 'strong', children: ['early'] },
          ' & save. See ',
          { type: 'link', href: '/flight-coupon-terms', children: ['terms'] },
          '.',
        ],
      },
    ]);
  });

  it('refuses raw HTML, unsafe links and a second h1', () => {
    expect(() => compileMarkdown('Hello <script>alert(1)</script>', 'x.md')).toThrow(ContentError);
    expect(() => compileMarkdown('<div>block</div>', 'x.md')).toThrow(/raw HTML/);
    expect(() => compileMarkdown('[click](javascript:alert(1))', 'x.md')).toThrow(/javascript/);
    expect(() => compileMarkdown('# Title', 'x.md')).toThrow(/only h1/);
  });

  it('checks the front matter of a post', () => {
    const post = (frontMatter: string) => `---\n${frontMatter}\n---\nText`;
    expect(() => compileMeta(post('title: "A"\nslug: other'), 'x.md', 'blog', imagesDir)).toThrow(
      /must match the file name/,
    );
    expect(() =>
      compileMeta(
        post(
          'title: A\nslug: x\ndate: 2026-01-01\ntype: 5\nreadMinutes: 3\nsummary: S\nimage: blog-goa.webp\nimageAlt: A',
        ),
        'x.md',
        'blog',
        imagesDir,
      ),
    ).toThrow(/"type" as a whole number 1-4/);
    expect(() =>
      compileMeta(
        post(
          'title: A\nslug: x\ndate: 2026-01-01\ntype: 1\nreadMinutes: 3\nsummary: S\nimage: ../../secret.webp\nimageAlt: A',
        ),
        'x.md',
        'blog',
        imagesDir,
      ),
    ).toThrow(/is not in/);
  });
});
