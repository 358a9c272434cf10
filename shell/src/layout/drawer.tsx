import { COMPANY_CONTACT, sitePaths } from '@travel/shared/contracts/plain';
import { LanguageSwitch, useSession } from '@travel/shared';
import { useEffect, useRef } from 'react';
import { useT } from '@travel/shared/i18n';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';

// A native modal <dialog>: the browser keeps focus inside it and closes it on Escape.
const Panel = styled.dialog`
  margin: 0;
  height: 100dvh;
  max-height: none;
  width: min(320px, 86vw);
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:not([open]) {
    display: none;
  }

  &::backdrop {
    background: rgb(10 20 40 / 45%);
  }
`;

const Top = styled.div`
  padding: 24px 20px 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;

  h2 {
    margin: 0;
    font-size: 1.35rem;
    overflow-wrap: anywhere;
  }

  dl {
    margin: 12px 0 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 10px;
    font-size: 0.9rem;
  }

  dt {
    opacity: 0.8;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Close = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: rgb(255 255 255 / 15%);
  color: #fff;
  font-size: 1.3rem;
  cursor: pointer;
`;

const Items = styled.nav`
  flex: 1;
  padding: 8px 0;

  a {
    display: block;
    padding: 14px 20px;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    letter-spacing: 0.04em;
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Contact = styled.address`
  padding: 16px 20px 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-style: normal;
  font-size: 0.9rem;
  display: grid;
  gap: 6px;

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const t = useT();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <Panel
      ref={dialog}
      aria-labelledby="drawer-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Top>
        <h2 id="drawer-title">
          {t('drawer.greeting', { name: session ? session.nickname : t('drawer.guest') })}
        </h2>
        {session && (
          <dl>
            <dt>{t('drawer.email')}</dt>
            <dd>{session.email}</dd>
            <dt>{t('drawer.mobile')}</dt>
            <dd>+91 {session.mobileNo}</dd>
          </dl>
        )}
        <Close type="button" aria-label={t('drawer.close')} onClick={onClose}>
          ×
        </Close>
      </Top>
      <Items aria-label={t('drawer.menu')}>
        <Link to={sitePaths.home} onClick={onClose}>
          {t('drawer.home')}
        </Link>
        {session && (
          <Link to={sitePaths.couponOrderList} onClick={onClose}>
            {t('drawer.myOrders')}
          </Link>
        )}
      </Items>
      <LanguageSwitch />
      <Contact>
        <a href={`mailto:${COMPANY_CONTACT.email}`}>{COMPANY_CONTACT.email}</a>
        <a href={`tel:${COMPANY_CONTACT.phone.replace(/\s/g, '')}`}>{COMPANY_CONTACT.phone}</a>
      </Contact>
    </Panel>
  );
}
