import { Button, PageContainer, Card, type SignInPromptText } from '@travel/shared';
import { textOr, useI18n, useT } from '@travel/shared/i18n';
import { useSiteRoute } from '../app/site-route';
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
export function SignInPrompt({
  onSignIn,
  prompt,
}: {
  onSignIn: () => void;
  prompt?: SignInPromptText | undefined;
}) {
  const t = useT();
  const i18n = useI18n();
  // A route's own prompt (the route table's English) in the page's language.
  const page = useSiteRoute()?.page;
  const own = (part: 'heading' | 'text') =>
    prompt ? textOr(i18n, `signInPrompt.${page}.${part}`, prompt[part]) : undefined;
  return (
    <PageContainer>
      <Panel as="section" aria-labelledby="sign-in-prompt-title">
        <h1 id="sign-in-prompt-title">{own('heading') ?? t('signInPrompt.heading')}</h1>
        <p>{own('text') ?? t('signInPrompt.text')}</p>
        <Button onClick={onSignIn}>{t('signInPrompt.signIn')}</Button>
      </Panel>
    </PageContainer>
  );
}
