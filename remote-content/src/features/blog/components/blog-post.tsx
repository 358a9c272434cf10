import { sitePaths } from '@travel/shared/contracts/plain';
import { PageContainer, PageTitle, media } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import { blogPostBody } from '../../../content/blog-bodies';
import { BLOG_LANGUAGE, BLOG_POSTS, blogPostTypeLabel } from '../../../content/blog-posts';
import type { BlogPostMeta } from '../../../content/markdown-nodes';
import { LazyBody } from '../../../ui/lazy-body';
import { useDocumentMeta } from '../../../ui/use-document-meta';
import { PostCard, PostMeta } from '../../../ui/post-card';

const Article = styled.article`
  max-width: 820px;
  margin: 0 auto;
`;

const Breadcrumb = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li::before {
    content: '/';
    margin-right: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    margin: ${({ theme }) => theme.space.sm} 0;
    font-size: clamp(1.75rem, 4vw, 2.4rem);
    line-height: 1.2;
  }

  p {
    margin: 0;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  margin-bottom: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Back = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const More = styled.section`
  max-width: 1200px;
  margin: ${({ theme }) => theme.space.xxl} auto 0;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: 1.4rem;
  }

  ul {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${media.mobile} {
    ul {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

function relatedPosts(post: BlogPostMeta): BlogPostMeta[] {
  const others = BLOG_POSTS.filter((other) => other.slug !== post.slug);
  const sameType = others.filter((other) => other.type === post.type);
  return [...sameType, ...others.filter((other) => other.type !== post.type)].slice(0, 3);
}

/** One post on its own, at /html/travelBlog?post=<slug>. */
export function BlogPost({ post }: { post: BlogPostMeta }) {
  const t = useT();
  useDocumentMeta({ title: post.title, description: post.summary });
  const typePath = `${sitePaths.travelBlog}?type=${post.type}`;

  return (
    <PageContainer>
      <Article>
        <Breadcrumb aria-label={t('content.blog.breadcrumb')}>
          <ol>
            <li>
              <Link to={sitePaths.travelBlog}>{t('page.travelBlog')}</Link>
            </li>
            <li>
              <Link to={typePath}>{t(blogPostTypeLabel(post.type))}</Link>
            </li>
          </ol>
        </Breadcrumb>
        <Header>
          <PostMeta post={post} />
          <PageTitle lang={BLOG_LANGUAGE}>{post.title}</PageTitle>
          <p lang={BLOG_LANGUAGE}>{post.summary}</p>
        </Header>
        <Cover
          src={post.image}
          alt={post.imageAlt}
          lang={BLOG_LANGUAGE}
          width={800}
          height={450}
          fetchPriority="high"
        />
        <LazyBody key={post.slug} load={() => blogPostBody(post.slug)} lang={BLOG_LANGUAGE} />
        <Back to={sitePaths.travelBlog}>{t('content.blog.back')}</Back>
      </Article>
      <More aria-labelledby="more-posts-title">
        <h2 id="more-posts-title">{t('content.blog.readNext')}</h2>
        <ul>
          {relatedPosts(post).map((related) => (
            <li key={related.slug}>
              <PostCard post={related} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </More>
    </PageContainer>
  );
}

/** A shared link to a post that does not exist (any more). */
export function BlogPostNotFound() {
  const t = useT();
  return (
    <PageContainer>
      <PageTitle>{t('content.blog.notFound.title')}</PageTitle>
      <p>{t('content.blog.notFound.text')}</p>
      <Back to={sitePaths.travelBlog}>{t('content.blog.back')}</Back>
    </PageContainer>
  );
}
