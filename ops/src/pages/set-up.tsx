import { Button, Card, FormField, StatePanel, TextInput, sha256Hex } from '@travel/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { opsPost } from '../http';
import { Notice } from '../kit';
import type { SignedInStaff } from '../staff';
import { Narrow, codeDigits } from './sign-in';

interface SetUpStart {
  email: string;
  name: string;
  totpSecret: string;
  otpauthUri: string;
}

/** A staff password: long enough to be slow to guess, as the site asks of visitors. */
export const MIN_STAFF_PASSWORD = 12;

const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.sm};
  letter-spacing: 0.08em;
`;

const Qr = styled.div`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => theme.space.md} 0;
`;

/** The code of a set-up link, /travel/ops/setup#code=…: never sent to the server in the URL. */
export const setUpCode = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('code');

/**
 * A new staff member (or one an admin reset) opens the link they were given once: they choose a
 * password and add the console to an authenticator app, then are signed in.
 */
export function SetUpPage({ code }: { code: string | null }) {
  const id = useId();
  const [start, setStart] = useState<SetUpStart | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [totp, setTotp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!code) return;
    opsPost<SetUpStart>('/staff/setup/start', { code }).then(setStart, (failure: Error) =>
      setStartError(failure.message),
    );
  }, [code]);

  const problem = code
    ? startError
    : 'This set-up link is not complete. Open the whole link you were given.';
  if (problem) {
    return (
      <Narrow>
        <StatePanel kind="notice" title="The set-up link did not work" alert>
          <p>{problem}</p>
        </StatePanel>
      </Narrow>
    );
  }
  if (!start || !code) return <StatePanel kind="loading" label="Opening your set-up link…" />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_STAFF_PASSWORD) {
      setError(`Choose a password of at least ${MIN_STAFF_PASSWORD} characters.`);
      return;
    }
    if (password !== again) {
      setError('The two passwords are not the same.');
      return;
    }
    if (codeDigits(totp).length !== 6) {
      setError('Type the 6-digit code your authenticator app shows for Heg Travel staff.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await opsPost<SignedInStaff>('/staff/setup/finish', {
        code,
        passwordDigest: await sha256Hex(password),
        totpCode: codeDigits(totp),
      });
      // Signed in: the console opens without the code in the address bar or history.
      window.location.replace('/travel/ops/');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <Narrow>
      <Card as="main">
        <h1>Set up your staff account</h1>
        <p>
          {start.name}, {start.email}. Choose a password, then add Heg Travel staff to an
          authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS…) by scanning the
          code or typing the key.
        </p>
        <Qr>
          <QRCodeSVG value={start.otpauthUri} size={176} title="Authenticator set-up code" />
        </Qr>
        <p>Key to type instead:</p>
        <Secret aria-label="Authenticator key">{start.totpSecret}</Secret>
        <Notice text={error} error />
        <form onSubmit={(event) => void submit(event)} noValidate>
          <FormField
            label="New password"
            htmlFor={`${id}-password`}
            required
            hint={`At least ${MIN_STAFF_PASSWORD} characters.`}
          >
            <TextInput
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <FormField label="The password again" htmlFor={`${id}-again`} required>
            <TextInput
              id={`${id}-again`}
              type="password"
              autoComplete="new-password"
              value={again}
              onChange={(event) => setAgain(event.target.value)}
            />
          </FormField>
          <FormField label="Code from your authenticator app" htmlFor={`${id}-code`} required>
            <TextInput
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={totp}
              onChange={(event) => setTotp(event.target.value)}
            />
          </FormField>
          <Button type="submit" block loading={busy}>
            Save and sign in
          </Button>
        </form>
      </Card>
    </Narrow>
  );
}
