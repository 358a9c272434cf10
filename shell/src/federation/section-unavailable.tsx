import { Button, PageContainer, StatePanel } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { createContext, useContext } from 'react';
import styled from 'styled-components';

/** The retry of the route that is showing; provided by RemoteScreen. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

const Box = styled.div`
  margin: 48px auto;
  max-width: 520px;
`;

export function SectionUnavailable({ remote }: { remote: string }) {
  const retry = useContext(RemoteRetryContext);
  const t = useT();
  return (
    <PageContainer>
      <Box data-remote={remote}>
        <StatePanel
          kind="notice"
          alert
          title={t('section.unavailable')}
          action={<Button onClick={retry}>{t('section.retry')}</Button>}
        >
          {t('section.stillWorks')}
        </StatePanel>
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
