import type { PageResult } from '@travel/shared';
import type { ReactNode } from 'react';
import type { ApiQuery } from '../api/use-api-query';
import { EmptyPanel, ErrorPanel, LoadingPanel } from './load-states';
import { Pagination, pageCount } from './pagination';
import { ButtonLink, CardList, Summary } from './panels';

/**
 * One page of the visitor's orders or refunds: loading and error states, the empty state, the
 * count, a page past the end, the cards and the pager.
 */
export function PagedCards<T>({
  query,
  page,
  onPage,
  noun,
  listLabel,
  pagerLabel,
  firstPagePath,
  loadingLabel,
  empty,
  keyOf,
  renderCard,
}: {
  query: ApiQuery<PageResult<T>>;
  page: number;
  onPage: (page: number) => void;
  /** Singular and plural, e.g. ['order', 'orders']. */
  noun: [string, string];
  listLabel: string;
  pagerLabel: string;
  firstPagePath: string;
  loadingLabel: string;
  /** Shown when the visitor has none at all. */
  empty: ReactNode;
  keyOf: (item: T) => string;
  renderCard: (item: T) => ReactNode;
}) {
  const list = query.data;
  if (!list) {
    return query.status === 'error' ? (
      <ErrorPanel message={query.error} onRetry={query.reload} />
    ) : (
      <LoadingPanel label={loadingLabel} />
    );
  }
  if (list.total === 0) return empty;
  const [one, many] = noun;
  const pages = pageCount(list.total, list.pageSize);
  return (
    <>
      <Summary>
        {list.total} {list.total === 1 ? one : many}, newest first
      </Summary>
      {query.status === 'error' && <ErrorPanel message={query.error} onRetry={query.reload} />}
      {list.data.length === 0 ? (
        <EmptyPanel
          title="Nothing on this page"
          action={<ButtonLink to={firstPagePath}>Go to the first page</ButtonLink>}
        >
          You have {list.total} {many} on {pages} {pages === 1 ? 'page' : 'pages'}.
        </EmptyPanel>
      ) : (
        <CardList aria-label={listLabel} aria-busy={query.status === 'loading'}>
          {list.data.map((item) => (
            <li key={keyOf(item)}>{renderCard(item)}</li>
          ))}
        </CardList>
      )}
      <Pagination label={pagerLabel} page={page} pages={pages} onPage={onPage} />
    </>
  );
}
