import { BrandLogo, Button, FullPageLoader, StatePanel, media } from '@travel/shared';
import { useState } from 'react';
import { NavLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { opsPost } from './http';
import { CONSOLE_PAGES } from './pages';
import { SignInPage } from './pages/sign-in';
import { mayUse, useSetStaff, useStaff } from './staff';

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: #fff;
  background: ${({ theme }) => theme.colors.footer};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 700;

  svg {
    height: 28px;
    width: auto;
  }

  /* The site's logo, drawn light on the console's dark bar. */
  span {
    color: #fff;
  }

  span em {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  button {
    color: #fff;
    border-color: #fff;
    background: transparent;
  }
`;

const Menu = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }

  ${media.mobile} {
    flex-wrap: wrap;
    padding: 0;

    a {
      padding: ${({ theme }) => theme.space.sm};
    }
  }
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** The console around every page: who is signed in, the pages their roles open, sign-out. */
export function ConsoleFrame() {
  const { staff, error } = useStaff();
  const setStaff = useSetStaff();
  const [signingOut, setSigningOut] = useState(false);
  if (error) return <StatePanel kind="error" message={error.message} />;
  if (staff === undefined) return <FullPageLoader />;
  if (staff === null) return <SignInPage />;
  const pages = CONSOLE_PAGES.filter((page) => mayUse(staff, page.roles));
  const signOut = async () => {
    setSigningOut(true);
    await opsPost('/session/end', {}).catch(() => undefined);
    setSigningOut(false);
    setStaff(null);
  };
  return (
    <>
      <Top>
        <Brand>
          <BrandLogo />
          <span>Staff console</span>
        </Brand>
        <Who>
          <span>
            {staff.name} · {staff.roles.join(', ')}
          </span>
          <Button size="sm" variant="secondary" loading={signingOut} onClick={() => void signOut()}>
            Sign out
          </Button>
        </Who>
      </Top>
      <Menu aria-label="Console pages">
        {pages.map((page) => (
          <NavLink key={page.path} to={`/${page.path}`}>
            {page.label}
          </NavLink>
        ))}
      </Menu>
      <Main>
        {pages.length === 0 ? (
          <StatePanel kind="notice" title="Your account has no console pages">
            <p>Ask an admin for the role your work needs.</p>
          </StatePanel>
        ) : (
          <Outlet />
        )}
      </Main>
    </>
  );
}

/** The start page: the first page the staff member's roles open. */
export function FirstPage() {
  const { staff } = useStaff();
  const location = useLocation();
  const first = staff ? CONSOLE_PAGES.find((page) => mayUse(staff, page.roles)) : undefined;
  return first ? <Navigate to={`/${first.path}${location.search}`} replace /> : null;
}
