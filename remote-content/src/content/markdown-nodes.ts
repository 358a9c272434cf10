/**
 * Markdown content as the build leaves it (see compile-content.ts): a small tree that React
 * renders element by element, so no HTML string ever reaches the page.
 */
export type InlineNode =
  | string
  | { type: 'strong' | 'em' | 'del'; children: InlineNode[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; title?: string; children: InlineNode[] }
  | { type: 'br' };

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export type BlockNode =
  | { type: 'heading'; level: HeadingLevel; children: InlineNode[] }
  /** `tight`: a list item's text, shown without paragraph spacing. */
  | { type: 'paragraph'; children: InlineNode[]; tight?: true }
  | { type: 'list'; ordered: boolean; start?: number; items: BlockNode[][] }
  | { type: 'blockquote'; children: BlockNode[] }
  | { type: 'code'; text: string }
  | { type: 'hr' }
  | { type: 'table'; header: InlineNode[][]; rows: InlineNode[][][] };

export type BlogPostType = 1 | 2 | 3 | 4;

/** Front matter of content/blog/<slug>.md, imported with `?meta`. */
export type BlogPostMeta = {
  slug: string;
  title: string;
  /** 'YYYY-MM-DD' */
  date: string;
  type: BlogPostType;
  readMinutes: number;
  summary: string;
  /** URL of the hashed image file. */
  image: string;
  imageAlt: string;
};

/** Front matter of content/pages/<id>.md, imported with `?meta`. */
export type PolicyPageMeta = {
  id: string;
  title: string;
  description: string;
  /** 'YYYY-MM-DD' */
  updated: string;
};

/** The body of any content file, imported without a query. */
export type ContentBody = { body: BlockNode[] };
