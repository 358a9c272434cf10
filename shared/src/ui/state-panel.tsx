import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '@travel/shared/i18n';
import { Button } from './button';
import { Spinner } from './spinner';

export type StatePanelProps =
  | { kind: 'loading'; label: string }
  | { kind: 'error'; message: string; onRetry?: () => void; retryLabel?: string }
  | {
      kind: 'empty' | 'notice';
      title: string;
      children?: ReactNode;
      action?: ReactNode;
      /** A notice that replaces what the visitor came for is announced at once. */
      alert?: boolean;
    };

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

/** The one panel for a part of a page that is loading, failed, has nothing, or has a notice. */
export function StatePanel(props: StatePanelProps) {
  const t = useT();
  switch (props.kind) {
    case 'loading':
      return (
        <Loading role="status" aria-live="polite">
          <Spinner $size={20} />
          <span>{props.label}</span>
        </Loading>
      );
    case 'error':
      return (
        <Panel role="alert">
          <p>{props.message}</p>
          {props.onRetry && (
            <Button variant="secondary" onClick={props.onRetry}>
              {props.retryLabel ?? t('kit.tryAgain')}
            </Button>
          )}
        </Panel>
      );
    default:
      return (
        <Panel role={props.alert ? 'alert' : undefined}>
          <h2>{props.title}</h2>
          {props.children !== undefined && <p>{props.children}</p>}
          {props.action}
        </Panel>
      );
  }
}
