import { Button, Card, FormField, TextInput, sha256Hex } from '@travel/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { opsPost } from '../http';
import { Notice } from '../kit';
import { type SignedInStaff, useSetStaff } from '../staff';

export const Narrow = styled.div`
  max-width: 440px;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: 0 ${({ theme }) => theme.space.md};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Six digits from the authenticator app, however they were typed or pasted. */
export const codeDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);

/** The staff sign-in: work e-mail, password and the authenticator app's code. */
export function SignInPage() {
  const id = useId();
  const setStaff = useSetStaff();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password || codeDigits(code).length !== 6) {
      setError(
        'Give your work e-mail, your password and the 6-digit code your authenticator app shows.',
      );
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const staff = await opsPost<SignedInStaff>('/session', {
        email: email.trim(),
        passwordDigest: await sha256Hex(password),
        code: codeDigits(code),
      });
      setPassword('');
      setStaff(staff);
    } catch (failure) {
      setCode('');
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Narrow>
      <Card as="main">
        <h1>Staff sign-in</h1>
        <p>Heg Travel staff only. Every action here is recorded with your name.</p>
        <Notice text={error} error />
        <form onSubmit={(event) => void submit(event)} noValidate>
          <FormField label="Work e-mail" htmlFor={`${id}-email`} required>
            <TextInput
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <FormField label="Password" htmlFor={`${id}-password`} required>
            <TextInput
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <FormField
            label="Code from your authenticator app"
            htmlFor={`${id}-code`}
            required
            hint="6 digits; a new one every 30 seconds."
          >
            <TextInput
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </FormField>
          <Button type="submit" block loading={busy}>
            Sign in
          </Button>
        </form>
      </Card>
    </Narrow>
  );
}
