import styled from 'styled-components';
import { useT } from '@travel/shared/i18n';
import { Spinner } from './spinner';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
  background: rgba(255, 255, 255, 0.6);
`;

/** The global overlay shown while any request (other than order polling) is in flight. */
export function LoadingOverlay({ visible }: { visible: boolean }) {
  const t = useT();
  if (!visible) return null;
  return (
    <Overlay role="status" aria-label={t('kit.loading')}>
      <Spinner $size={40} />
    </Overlay>
  );
}
