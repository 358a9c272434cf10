import type { BlogPostMeta, BlogPostType } from './markdown-nodes';

export const BLOG_POST_TYPES: readonly { type: BlogPostType; label: string }[] = [
  { type: 1, label: 'Destinations' },
  { type: 2, label: 'Travel tips' },
  { type: 3, label: 'Food & culture' },
  { type: 4, label: 'Deals & savings' },
];

export function blogPostTypeLabel(type: BlogPostType): string {
  return BLOG_POST_TYPES.find((entry) => entry.type === type)?.label ?? 'Travel';
}

export function parseBlogPostType(value: string | null): BlogPostType | undefined {
  const type = Number(value);
  return BLOG_POST_TYPES.some((entry) => entry.type === type) ? (type as BlogPostType) : undefined;
}

// Front matter only: the list, the home page cards and the titles need no article bodies.
const metaFiles = import.meta.webpackContext('../../content/blog?meta', { regExp: /\.md$/ });

/** Every post, newest first. */
export const BLOG_POSTS: readonly BlogPostMeta[] = metaFiles
  .keys()
  .map((key) => (metaFiles(key) as { default: BlogPostMeta }).default)
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

export function findBlogPost(slug: string | null): BlogPostMeta | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
