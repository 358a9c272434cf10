import {
  type FrameRules,
  LoadingOverlay,
  setSessionExpiredHandler,
  useInFlightRequests,
  useSession,
  useSignInRequest,
} from '@travel/shared';
import { sitePaths } from '@travel/shared/contracts/plain';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from '@travel/shared/router';
import styled from 'styled-components';
import { signInPagePath } from '../account/sign-in-page-path';
import { useLogout } from '../account/use-logout';
import { RemoteAuthModal } from '../federation/remote-auth-modal';
import { Drawer } from '../layout/drawer';
import { Footer } from '../layout/footer';
import { Header, HEADER_HEIGHT_PX } from '../layout/header';
import { RouteEffects } from './route-effects';
import { useSiteRoute } from './site-route';

const Main = styled.main<{
  $underHeader: boolean;
  $underHeaderOnMobile: boolean;
  $fillsScreen: boolean;
}>`
  /* A signed-in page fills in after its own calls: the footer waits below the first screen, so
     nothing visible moves as it fills. */
  min-height: ${({ $fillsScreen }) => ($fillsScreen ? '100vh' : '70vh')};
  padding-top: ${({ $underHeader }) => ($underHeader ? HEADER_HEIGHT_PX : 0)}px;

  @media (max-width: 768px) {
    padding-top: ${({ $underHeaderOnMobile }) => ($underHeaderOnMobile ? HEADER_HEIGHT_PX : 0)}px;
  }
`;

function useFrameRules(): FrameRules & { signedInOnly?: boolean } {
  return useSiteRoute() ?? {};
}

/**
 * The page around every screen: header, sign-in dialog, drawer, footer and the global loading
 * overlay.
 */
export function Frame() {
  const rules = useFrameRules();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const logout = useLogout();
  const inFlight = useInFlightRequests();
  const [menuOpen, setMenuOpen] = useState(false);
  const [authOpen, setAuthOpen] = useState(false);
  const session = useSession();
  // A screen asked for the sign-in dialog (e.g. a guest pressed Buy): it learns how it ended.
  const signInRequest = useSignInRequest();
  useEffect(() => {
    if (session && signInRequest) signInRequest.settle(true);
  }, [session, signInRequest]);
  // A request answered "session expired" signs the visitor out and brings them home.
  useEffect(() => {
    setSessionExpiredHandler(() => void navigate(sitePaths.home));
  }, [navigate]);
  // Tells whoever watches the page (the e2e tests) that React has taken it over: a
  // server-rendered page paints before its scripts start (docs/decisions/0015).
  useEffect(() => {
    document.documentElement.dataset.travelReady = 'true';
  }, []);
  const closeAuth = () => {
    setAuthOpen(false);
    signInRequest?.settle(false);
  };
  // The same element on every render of the frame: a screen still hydrating from the server's
  // HTML is not disturbed when the frame renders again (e.g. once the session is known).
  const outlet = useMemo(() => <Outlet />, []);
  const headerShown = rules.header !== 'hidden';
  const headerShownOnMobile = rules.header === undefined;

  return (
    <>
      <RouteEffects />
      {headerShown && (
        <Header
          hideOnMobile={!headerShownOnMobile}
          here={pathname + search}
          onOpenMenu={() => setMenuOpen(true)}
          onLogin={() => setAuthOpen(true)}
          onLogout={() => void logout()}
        />
      )}
      <RemoteAuthModal
        mode="signIn"
        open={authOpen || signInRequest !== null}
        onClose={closeAuth}
        onSignedIn={() => signInRequest?.settle(true)}
        onUnavailable={() => {
          closeAuth();
          void navigate(signInPagePath(pathname, search));
        }}
      />
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Main
        $underHeader={headerShown}
        $underHeaderOnMobile={headerShownOnMobile}
        $fillsScreen={rules.signedInOnly === true || rules.fillsScreen === true}
      >
        {outlet}
      </Main>
      {rules.footer !== 'hidden' && <Footer />}
      <LoadingOverlay visible={inFlight > 0} />
    </>
  );
}
