import { Button } from '@travel/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Actions>
      <Button type="submit" size="lg" block loading={busy}>
        {children}
      </Button>
    </Actions>
  );
}
