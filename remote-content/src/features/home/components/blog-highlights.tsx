import { sitePaths } from '@travel/shared/contracts/plain';
import { media } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import styled from 'styled-components';
import { BLOG_POSTS } from '../../../content/blog-posts';
import { PostCard } from '../../../ui/post-card';
import { Section, SectionHeading } from '../../../ui/section';
import { CardList, MoreLink } from './section-parts';

/* Travel blog */

const PostGrid = styled(CardList)`
  grid-template-columns: repeat(4, minmax(0, 1fr));

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }

  @media (min-width: 769px) and (max-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export function BlogHighlights() {
  const t = useT();
  return (
    <Section aria-labelledby="blog-highlights-title">
      <SectionHeading
        id="blog-highlights-title"
        title={t('content.blogHighlights.title')}
        lead={t('content.blogHighlights.lead')}
        action={<MoreLink to={sitePaths.travelBlog}>{t('content.blogHighlights.more')}</MoreLink>}
      />
      <PostGrid>
        {BLOG_POSTS.slice(0, 4).map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel="h3" withSummary={false} compactOnMobile />
          </li>
        ))}
      </PostGrid>
    </Section>
  );
}
