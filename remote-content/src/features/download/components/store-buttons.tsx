import { APP_DOWNLOAD_LINKS } from '@travel/shared/contracts/plain';
import { useT } from '@travel/shared/i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const StoreLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  min-width: 200px;
  min-height: 60px;
  padding: 8px 20px 8px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #111827;
  color: #fff;
  text-decoration: none;
  line-height: 1.15;

  &:hover {
    background: #1f2937;
  }

  small {
    display: block;
    font-size: 0.75rem;
    opacity: 0.9;
  }

  strong {
    display: block;
    font-size: 1.2rem;
  }

  svg {
    flex: none;
  }
`;

/** A phone with a download arrow: the app's own mark, not a store's. */
function PhoneIcon({ children }: { children: ReactNode }) {
  return (
    <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="7" y="2" width="18" height="28" rx="3.5" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M16 9v10m0 0-4-4m4 4 4-4" fill="none" stroke="#F28C28" strokeWidth="2.2" />
      {children}
    </svg>
  );
}

export function StoreButtons() {
  const t = useT();
  return (
    <Row>
      <StoreLink href={APP_DOWNLOAD_LINKS.android} rel="noopener noreferrer">
        <PhoneIcon>
          <circle cx="16" cy="25.5" r="1.4" fill="#fff" />
        </PhoneIcon>
        <span>
          <small>{t('content.download.storeFor')}</small>
          <strong>Android</strong>
        </span>
      </StoreLink>
      <StoreLink href={APP_DOWNLOAD_LINKS.iphone} rel="noopener noreferrer">
        <PhoneIcon>
          <rect x="13" y="24.5" width="6" height="2" rx="1" fill="#fff" />
        </PhoneIcon>
        <span>
          <small>{t('content.download.storeFor')}</small>
          <strong>iPhone</strong>
        </span>
      </StoreLink>
    </Row>
  );
}
