import styled from 'styled-components';
import { useT } from '@travel/shared/i18n';
import { Spinner } from './spinner';

const Screen = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  width: 100%;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Shown while a lazily loaded page arrives. */
export function FullPageLoader() {
  const t = useT();
  return (
    <Screen role="status" aria-label={t('kit.loading')}>
      <Spinner $size={40} />
    </Screen>
  );
}
