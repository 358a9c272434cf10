import { useSearchParams } from '@travel/shared/router';
import { findBlogPost } from '../content/blog-posts';
import { BlogList } from '../features/blog/components/blog-list';
import { BlogPost, BlogPostNotFound } from '../features/blog/components/blog-post';

export { catalogs } from '../locales';

/** The list of posts, or one post when the URL names it: /html/travelBlog?post=<slug>. */
export default function TravelBlogPage() {
  const [searchParams] = useSearchParams();
  const slug = searchParams.get('post');
  if (slug === null) return <BlogList />;
  const post = findBlogPost(slug);
  return post ? <BlogPost key={post.slug} post={post} /> : <BlogPostNotFound />;
}
