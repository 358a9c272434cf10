import { useCallback } from 'react';
import { useSearchParams } from '@travel/shared/router';

/** The list page in the URL (`?page=2`), so it survives a reload and can be shared. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get('page') ?? '1');
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
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
