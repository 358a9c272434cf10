import { StatePanel, apiErrorMessage } from '@travel/shared';
import { Pagination, pageCount } from '@travel/shared/lists';
import type { PageResult } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
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
  count,
  pastEnd,
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
  /** The count line, e.g. '3 orders, newest first'. */
  count: (total: number) => string;
  /** Said on a page past the end, e.g. 'You have 3 orders on 1 page.' */
  pastEnd: (total: number, pages: number) => string;
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
  const t = useT();
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
  const pages = pageCount(list.total, list.pageSize);
  return (
    <>
      <Summary>{count(list.total)}</Summary>
      {error}
      {list.data.length === 0 ? (
        <StatePanel
          kind="empty"
          title={t('coupons.pagedList.pastEnd')}
          action={<ButtonLink to={firstPagePath}>{t('coupons.pagedList.firstPage')}</ButtonLink>}
        >
          {pastEnd(list.total, pages)}
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
