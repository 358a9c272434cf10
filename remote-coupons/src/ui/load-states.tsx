import { Button, Spinner } from '@travel/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.text};
  }

  p {
    margin: 0;
    max-width: 46ch;
  }
`;

const Loading = styled(Panel)`
  flex-direction: row;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

export function LoadingPanel({ label }: { label: string }) {
  return (
    <Loading role="status" aria-live="polite">
      <Spinner $size={20} />
      <span>{label}</span>
    </Loading>
  );
}

export function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Panel role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Panel>
  );
}

export function EmptyPanel({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Panel>
      <h2>{title}</h2>
      <p>{children}</p>
      {action}
    </Panel>
  );
}
