import { Button, GoForm, LanguageSwitch, media, useMember } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { sitePaths } from '@travel/shared/contracts/plain';
import { NavLink as RouterNavLink } from '@travel/shared/router';
import styled from 'styled-components';
import { Brand } from './brand';
import { guestLinks, memberLinks } from './nav-links';

export const HEADER_HEIGHT_PX = 64;

const Bar = styled.header<{ $hideOnMobile: boolean }>`
  position: fixed;
  inset: 0 0 auto;
  z-index: 20;
  height: ${HEADER_HEIGHT_PX}px;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 24px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.mobile} {
    padding: 0 12px;
    gap: 8px;
    display: ${({ $hideOnMobile }) => ($hideOnMobile ? 'none' : 'flex')};
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Links = styled.nav`
  display: flex;
  gap: 4px;
  margin-left: 16px;

  a {
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  a.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }

  ${media.mobile} {
    display: none;
  }
`;

const Account = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 10px;
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  text-transform: uppercase;
`;

// On a phone the drawer offers the switch: the header keeps room for the account button.
const HeaderLanguage = styled.span`
  display: contents;

  ${media.mobile} {
    display: none;
  }
`;

const Nickname = styled.span`
  font-weight: 600;
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${media.mobile} {
    display: none;
  }
`;

/**
 * Login / Register opens the sign-in dialog over the page. Until the page's scripts run, it is a
 * plain form that opens the sign-in page and comes back here, so a press is never lost.
 */
function GuestSignIn({ here, onLogin }: { here: string; onLogin: () => void }) {
  const t = useT();
  return (
    <GoForm href={`${sitePaths.signIn}?${new URLSearchParams({ redirect: here })}`} onGo={onLogin}>
      <Button type="submit" size="sm">
        {t('header.loginRegister')}
      </Button>
    </GoForm>
  );
}

export function Header({
  hideOnMobile,
  here,
  onOpenMenu,
  onLogin,
  onLogout,
}: {
  hideOnMobile: boolean;
  /** The page's path and query: where the sign-in page comes back to. */
  here: string;
  onOpenMenu: () => void;
  onLogin: () => void;
  onLogout: () => void;
}) {
  // The member the page was painted for, while it hydrates: their header from the first paint.
  const session = useMember();
  const t = useT();
  const links = session ? memberLinks : guestLinks;
  return (
    <Bar $hideOnMobile={hideOnMobile}>
      <MenuButton type="button" aria-label={t('header.openMenu')} onClick={onOpenMenu}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </MenuButton>
      <Brand />
      <Links aria-label={t('nav.main')}>
        {links.map((link) => (
          <RouterNavLink key={link.to} to={link.to} end>
            {t(link.label)}
          </RouterNavLink>
        ))}
      </Links>
      <Account>
        <HeaderLanguage>
          <LanguageSwitch />
        </HeaderLanguage>
        {session ? (
          <>
            <Avatar aria-hidden="true">{session.nickname.charAt(0)}</Avatar>
            <Nickname data-testid="header-nickname">{session.nickname}</Nickname>
            <Button variant="secondary" size="sm" onClick={onLogout}>
              {t('header.logout')}
            </Button>
          </>
        ) : (
          <GuestSignIn here={here} onLogin={onLogin} />
        )}
      </Account>
    </Bar>
  );
}
