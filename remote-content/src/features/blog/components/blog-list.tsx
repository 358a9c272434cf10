import { PageContainer, PageTitle, media } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { useSearchParams } from '@travel/shared/router';
import styled from 'styled-components';
import { BLOG_POSTS, BLOG_POST_TYPES, parseBlogPostType } from '../../../content/blog-posts';
import type { BlogPostType } from '../../../content/markdown-nodes';
import { PostCard } from '../../../ui/post-card';

const Lead = styled.p`
  max-width: 60ch;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};

  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  button:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

const Posts = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Every post, newest first; the chosen type lives in `?type=` so a filtered list can be shared. */
export function BlogList() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const type = parseBlogPostType(searchParams.get('type'));
  const posts = type ? BLOG_POSTS.filter((post) => post.type === type) : BLOG_POSTS;

  const choose = (next: BlogPostType | undefined) => {
    setSearchParams(next ? { type: String(next) } : {});
  };

  return (
    <PageContainer>
      <PageTitle>{t('page.travelBlog')}</PageTitle>
      <Lead>{t('content.blog.lead')}</Lead>
      <Filters role="group" aria-label={t('content.blog.filter.label')}>
        <button type="button" aria-pressed={!type} onClick={() => choose(undefined)}>
          {t('content.blog.filter.all')}
        </button>
        {BLOG_POST_TYPES.map((entry) => (
          <button
            key={entry.type}
            type="button"
            aria-pressed={type === entry.type}
            onClick={() => choose(entry.type)}
          >
            {t(entry.label)}
          </button>
        ))}
      </Filters>
      <Count aria-live="polite">{t('content.blog.count', { count: posts.length })}</Count>
      <Posts>
        {posts.map((post, index) => (
          <li key={post.slug}>
            <PostCard post={post} first={index === 0} />
          </li>
        ))}
      </Posts>
    </PageContainer>
  );
}
