import { sitePaths } from '@travel/shared/contracts/plain';
import { useDates, useT } from '@travel/shared/i18n';
import { Link } from '@travel/shared/router';
import { media, Card as CardSurface } from '@travel/shared';
import styled, { css } from 'styled-components';
import { BLOG_LANGUAGE, blogPostTypeLabel } from '../content/blog-posts';
import type { BlogPostMeta } from '../content/markdown-nodes';

const Card = styled(CardSurface)<{ $compactOnMobile: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: 0;
  overflow: hidden;

  @media (max-width: 768px) {
    padding: 0;
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  > div {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
  }

  h2,
  h3 {
    margin: 0;
    font-size: 1.15rem;
    line-height: 1.35;
  }

  /* The whole card opens the post; the title link stretches over it. */
  h2 a,
  h3 a {
    color: inherit;
    text-decoration: none;
  }

  h2 a::after,
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:hover h2 a,
  &:hover h3 a,
  a:focus-visible {
    text-decoration: underline;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.95rem;
  }

  /* A thumbnail beside the text, so a list on a phone stays short. */
  ${({ $compactOnMobile }) =>
    $compactOnMobile &&
    css`
      ${media.mobile} {
        display: grid;
        grid-template-columns: 112px minmax(0, 1fr);

        img {
          height: 100%;
          aspect-ratio: auto;
        }

        > div {
          padding: 10px 12px;
          gap: 4px;
        }

        h2,
        h3 {
          font-size: 1rem;
        }
      }
    `}
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  .when {
    white-space: nowrap;
  }
`;

export const TypeChip = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.8rem;
  font-weight: 600;
`;

export function postPath(slug: string): string {
  return `${sitePaths.travelBlog}?post=${encodeURIComponent(slug)}`;
}

export function PostMeta({ post }: { post: BlogPostMeta }) {
  const t = useT();
  const dates = useDates();
  return (
    <Meta>
      <TypeChip>{t(blogPostTypeLabel(post.type))}</TypeChip>
      <span className="when">
        <time dateTime={post.date}>{dates.day(post.date, 'long')}</time>
        <span aria-hidden="true"> · </span>
        {t('content.blog.readTime', { minutes: post.readMinutes })}
      </span>
    </Meta>
  );
}

/** A post in a list: image, type, date, read time, title and summary. */
export function PostCard({
  post,
  headingLevel = 'h2',
  first = false,
  withSummary = true,
  compactOnMobile = false,
}: {
  post: BlogPostMeta;
  headingLevel?: 'h2' | 'h3';
  /**
   * The list's first card: its picture is the largest thing on the first screen of any width,
   * so it comes first and at once. The others' pictures load as they near the screen: on a
   * phone only the first is on it, and two more at once would share its line.
   */
  first?: boolean;
  withSummary?: boolean;
  /** On a phone: a thumbnail beside the text instead of a picture above it. */
  compactOnMobile?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <Card $compactOnMobile={compactOnMobile}>
      <img
        src={post.image}
        alt={post.imageAlt}
        lang={BLOG_LANGUAGE}
        width={800}
        height={450}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
      />
      <div>
        <PostMeta post={post} />
        <Heading lang={BLOG_LANGUAGE}>
          <Link to={postPath(post.slug)}>{post.title}</Link>
        </Heading>
        {withSummary && <p lang={BLOG_LANGUAGE}>{post.summary}</p>}
      </div>
    </Card>
  );
}
