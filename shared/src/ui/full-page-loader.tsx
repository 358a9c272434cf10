import styled from 'styled-components';
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
  return (
    <Screen role="status" aria-label="Loading">
      <Spinner $size={40} />
    </Screen>
  );
}
