import { useCallback } from 'react';
import { useSearchParams } from '@travel/shared/router';
import { pageNumberOf } from '../contracts/constants';

/** The list page in the URL (`?page=2`), so it survives a reload and can be shared. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageNumberOf(params);
  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return [page, setPage];
}
