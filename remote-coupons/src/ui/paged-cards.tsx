import { StatePanel, apiErrorMessage } from '@travel/shared';
import { Pagination, pageCount } from '@travel/shared/lists';
import type { PageResult } from '@travel/shared';
import type { ReactNode } from 'react';
import { ButtonLink, CardList, Summary } from './panels';
import { type UseQueryResult } from '@travel/shared/query';

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
  failure,
  empty,
  keyOf,
  renderCard,
}: {
  query: UseQueryResult<PageResult<T>>;
  page: number;
  onPage: (page: number) => void;
  /** Singular and plural, e.g. ['order', 'orders']. */
  noun: [string, string];
  listLabel: string;
  pagerLabel: string;
  firstPagePath: string;
  loadingLabel: string;
  /** Shown when the load fails and the server said nothing a visitor can read. */
  failure: string;
  /** Shown when the visitor has none at all. */
  empty: ReactNode;
  keyOf: (item: T) => string;
  renderCard: (item: T) => ReactNode;
}) {
  const list = query.data;
  const error = query.isError ? (
    <StatePanel
      kind="error"
      message={apiErrorMessage(query.error, failure)}
      onRetry={() => void query.refetch()}
    />
  ) : null;
  if (!list) return error ?? <StatePanel kind="loading" label={loadingLabel} />;
  if (list.total === 0) return empty;
  const [one, many] = noun;
  const pages = pageCount(list.total, list.pageSize);
  return (
    <>
      <Summary>
        {list.total} {list.total === 1 ? one : many}, newest first
      </Summary>
      {error}
      {list.data.length === 0 ? (
        <StatePanel
          kind="empty"
          title="Nothing on this page"
          action={<ButtonLink to={firstPagePath}>Go to the first page</ButtonLink>}
        >
          You have {list.total} {many} on {pages} {pages === 1 ? 'page' : 'pages'}.
        </StatePanel>
      ) : (
        <CardList aria-label={listLabel} aria-busy={query.isPlaceholderData}>
          {list.data.map((item) => (
            <li key={keyOf(item)}>{renderCard(item)}</li>
          ))}
        </CardList>
      )}
      <Pagination label={pagerLabel} page={page} pages={pages} onPage={onPage} />
    </>
  );
}
