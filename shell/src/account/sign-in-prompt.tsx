import { Button, PageContainer, Card } from '@travel/shared';
import styled from 'styled-components';

const Panel = styled(Card)`
  max-width: 520px;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** What a guest sees behind the sign-in dialog on a signed-in-only page. */
export function SignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  return (
    <PageContainer>
      <Panel as="section" aria-labelledby="sign-in-prompt-title">
        <h1 id="sign-in-prompt-title">Please sign in to see your orders</h1>
        <p>Your coupon and flight orders are kept safe in your account.</p>
        <Button onClick={onSignIn}>Sign in</Button>
      </Panel>
    </PageContainer>
  );
}
