import { describe, expect, it } from 'vitest';
import { screenSharedLoaders } from './screen-shared';

const pageNaming = (content: string) => {
  const page = document.implementation.createHTMLDocument('coupons');
  const meta = page.createElement('meta');
  meta.name = 'travel-screen-shared';
  meta.content = content;
  page.head.append(meta);
  return page;
};

describe('the shared modules a server-rendered page names for its screen', () => {
  it('loads the shell’s copy of each one the shell knows, in the order named', async () => {
    const loaders = screenSharedLoaders(
      pageNaming('@travel/shared/lists  @travel/shared/query constructor @other/module'),
    );
    expect(loaders).toHaveLength(2);
    const [lists, query] = (await Promise.all(loaders.map((load) => load()))) as Record<
      string,
      unknown
    >[];
    expect(lists).toHaveProperty('Pagination');
    expect(query).toHaveProperty('useQuery');
  });

  it('loads nothing ahead on a page that names none', () => {
    expect(screenSharedLoaders(document.implementation.createHTMLDocument('home'))).toEqual([]);
  });
});
