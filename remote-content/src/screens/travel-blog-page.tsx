import type { Catalogs } from '@travel/shared/i18n';
import { useSearchParams } from '@travel/shared/router';
import { findBlogPost } from '../content/blog-posts';
import { BlogList } from '../features/blog/components/blog-list';
import { BlogPost, BlogPostNotFound } from '../features/blog/components/blog-post';

/** The messages this screen's code names, in each language (i18n.config.ts). */
export const catalogs: Catalogs = {
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-TravelBlogPage-en-IN" */ '../locales/en-IN.json?screen=travel-blog-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-TravelBlogPage-hi-IN" */ '../locales/hi-IN.json?screen=travel-blog-page&messages'
    ),
};

/** The list of posts, or one post when the URL names it: /html/travelBlog?post=<slug>. */
export default function TravelBlogPage() {
  const [searchParams] = useSearchParams();
  const slug = searchParams.get('post');
  if (slug === null) return <BlogList />;
  const post = findBlogPost(slug);
  return post ? <BlogPost key={post.slug} post={post} /> : <BlogPostNotFound />;
}
