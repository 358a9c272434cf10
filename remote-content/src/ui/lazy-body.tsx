import { ErrorBoundary, StatePanel } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { Suspense, use } from 'react';
import styled, { keyframes } from 'styled-components';
import type { ContentBody } from '../content/markdown-nodes';
import { MarkdownBody } from './markdown-body';

const shimmer = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

// Roughly the first screen of an article, so the page does not jump when the text arrives.
const Placeholder = styled.div`
  max-width: 72ch;
  min-height: 60vh;

  span {
    display: block;
    height: 1rem;
    margin: 0 0 0.85rem;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.border};
    animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  }

  span:nth-child(4n) {
    width: 62%;
    margin-bottom: 1.6rem;
  }
`;

type BodyProps = {
  load: () => Promise<ContentBody>;
  /** The body's language, when it is not the page's. */
  lang?: string | undefined;
};

function Body({ load, lang }: BodyProps) {
  const { body } = use(load());
  return <MarkdownBody body={body} lang={lang} />;
}

/** A content body fetched on demand; `load` must return the same promise for the same body. */
export function LazyBody({ load, lang }: BodyProps) {
  const t = useT();
  return (
    <ErrorBoundary
      label="Content failed to load"
      fallback={(retry) => (
        <StatePanel kind="error" message={t('content.body.failed')} onRetry={retry} />
      )}
    >
      <Suspense
        fallback={
          <Placeholder role="status" aria-label={t('content.body.loading')}>
            {Array.from({ length: 12 }, (_, index) => (
              <span key={index} />
            ))}
          </Placeholder>
        }
      >
        <Body load={load} lang={lang} />
      </Suspense>
    </ErrorBoundary>
  );
}
