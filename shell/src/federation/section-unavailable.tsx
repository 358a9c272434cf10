import { Button, PageContainer } from '@travel/shared';
import { createContext, useContext } from 'react';
import styled from 'styled-components';

/** The retry of the route that is showing; provided by RemoteScreen. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

const Box = styled.section`
  margin: 48px auto;
  max-width: 520px;
  padding: 32px 24px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }

  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function SectionUnavailable({ remote }: { remote: string }) {
  const retry = useContext(RemoteRetryContext);
  return (
    <PageContainer>
      <Box role="alert" data-remote={remote}>
        <h2>This section is temporarily unavailable</h2>
        <p>The rest of the site still works. Please try again in a moment.</p>
        <Button onClick={retry}>Retry</Button>
      </Box>
    </PageContainer>
  );
}

/** A module shaped like a remote screen, for the runtime plugin to hand back instead. */
export function sectionUnavailableModule(remote: string) {
  return { default: () => <SectionUnavailable remote={remote} />, sectionUnavailable: true };
}

/** Whether a loaded module is that stand-in rather than the remote's own screen. */
export function isSectionUnavailable(module: object): boolean {
  return 'sectionUnavailable' in module;
}
