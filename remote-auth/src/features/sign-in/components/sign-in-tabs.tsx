import { useT } from '@travel/shared/i18n';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';

export type SignInMethod = 'mobile' | 'email' | 'otp';

/** The message id of each way's tab. */
export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  mobile: 'auth.signIn.method.mobile',
  email: 'auth.signIn.method.email',
  otp: 'auth.signIn.method.otp',
};

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Tab = styled.button`
  flex: 1;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

export const tabId = (idPrefix: string, method: SignInMethod) => `${idPrefix}-tab-${method}`;
export const panelId = (idPrefix: string, method: SignInMethod) => `${idPrefix}-panel-${method}`;

/** The ways to sign in, as an ARIA tab list: arrows, Home and End move between them. */
export function SignInTabs({
  idPrefix,
  methods,
  selected,
  onSelect,
}: {
  idPrefix: string;
  methods: SignInMethod[];
  selected: SignInMethod;
  onSelect: (method: SignInMethod) => void;
}) {
  const t = useT();
  const tabs = useRef(new Map<SignInMethod, HTMLButtonElement | null>());

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = methods.indexOf(selected);
    const next = {
      ArrowRight: methods[(at + 1) % methods.length],
      ArrowLeft: methods[(at - 1 + methods.length) % methods.length],
      Home: methods[0],
      End: methods[methods.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    tabs.current.get(next)?.focus();
  }

  return (
    <List role="tablist" aria-label={t('auth.signIn.methods')} onKeyDown={handleKeyDown}>
      {methods.map((method) => (
        <Tab
          key={method}
          ref={(tab) => {
            tabs.current.set(method, tab);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, method)}
          aria-selected={method === selected}
          aria-controls={panelId(idPrefix, method)}
          tabIndex={method === selected ? 0 : -1}
          onClick={() => onSelect(method)}
        >
          {t(SIGN_IN_METHOD_LABELS[method])}
        </Tab>
      ))}
    </List>
  );
}
