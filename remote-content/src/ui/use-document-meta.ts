import { documentTitle } from '@travel/shared/contracts/plain';
import { useEffect } from 'react';

/**
 * A view inside a route (a blog post) names the page itself; the route's own title and
 * description come back when the view closes.
 */
export function useDocumentMeta(meta: { title: string; description: string } | undefined): void {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const descriptionTag = document.querySelector('meta[name="description"]');
    const previous = {
      title: document.title,
      description: descriptionTag?.getAttribute('content'),
    };
    document.title = documentTitle(title);
    descriptionTag?.setAttribute('content', description);
    return () => {
      document.title = previous.title;
      if (previous.description != null) {
        descriptionTag?.setAttribute('content', previous.description);
      }
    };
  }, [title, description]);
}
