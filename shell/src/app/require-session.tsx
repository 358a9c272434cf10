import { useSession } from '@travel/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Signed-in-only screens send a guest to sign in, and on to where they were going afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session) return children;
  return <Navigate replace to={`/html/signIn?redirect=${encodeURIComponent(pathname + search)}`} />;
}
