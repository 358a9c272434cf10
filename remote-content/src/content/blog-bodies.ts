import type { ContentBody } from './markdown-nodes';

// Each body is a chunk of its own, fetched when its post is opened.
const bodyFiles = import.meta.webpackContext('../../content/blog', {
  regExp: /\.md$/,
  mode: 'lazy',
});

const bodies = new Map<string, Promise<ContentBody>>();

/** The same promise for the same post, as React's use() needs. */
export function blogPostBody(slug: string): Promise<ContentBody> {
  let body = bodies.get(slug);
  if (!body) {
    body = (bodyFiles(`./${slug}.md`) as Promise<{ default: ContentBody }>).then(
      (module) => module.default,
    );
    // A failed fetch may be retried on the next visit.
    body.catch(() => bodies.delete(slug));
    bodies.set(slug, body);
  }
  return body;
}
