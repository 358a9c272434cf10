import type { BlogPostMeta, BlogPostType } from './markdown-nodes';

/** The kinds of post, each with the message id of its name. */
export const BLOG_POST_TYPES: readonly { type: BlogPostType; label: string }[] = [
  { type: 1, label: 'content.blog.type.destinations' },
  { type: 2, label: 'content.blog.type.tips' },
  { type: 3, label: 'content.blog.type.food' },
  { type: 4, label: 'content.blog.type.deals' },
];

/** The message id of a kind of post's name. */
export function blogPostTypeLabel(type: BlogPostType): string {
  return BLOG_POST_TYPES.find((entry) => entry.type === type)?.label ?? 'content.blog.type.other';
}

export function parseBlogPostType(value: string | null): BlogPostType | undefined {
  const type = Number(value);
  return BLOG_POST_TYPES.some((entry) => entry.type === type) ? (type as BlogPostType) : undefined;
}

// Front matter only: the list, the home page cards and the titles need no article bodies.
const metaFiles = import.meta.webpackContext('../../content/blog?meta', { regExp: /\.md$/ });

/**
 * Code-unit order, which is calendar order for ISO dates and alphabetical for lowercase slugs;
 * `localeCompare` would load the locale's collation data (tens of ms) as the module loads.
 */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every post, newest first (by slug on the same day). */
export const BLOG_POSTS: readonly BlogPostMeta[] = metaFiles
  .keys()
  .map((key) => (metaFiles(key) as { default: BlogPostMeta }).default)
  .sort((a, b) => byCodeUnits(b.date, a.date) || byCodeUnits(a.slug, b.slug));

export function findBlogPost(slug: string | null): BlogPostMeta | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

/** The blog is written in English: its titles, summaries and bodies say so on a Hindi page. */
export const BLOG_LANGUAGE = 'en-IN';
