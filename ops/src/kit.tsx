// The console's own pieces, drawn with the site's kit: tables that turn into cards on a phone,
// the dialog that asks why before anything that touches money or a customer, and notices.
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Button, FormField, Modal, StatePanel, media } from '@travel/shared';
import { CONTACT_TOPICS, formatInr, formatIst } from '@travel/shared/contracts/plain';
import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { isSignedOut } from './http';
import { ME_KEY } from './staff';

/**
 * A query of the console's data. A 401 means the session ended (expired, signed out elsewhere,
 * disabled): the console goes back to its sign-in form.
 */
export function useOpsQuery<T>(key: QueryKey, load: () => Promise<T>) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['ops-data', ...key], queryFn: load, retry: false });
  const signedOut = isSignedOut(query.error);
  useEffect(() => {
    if (signedOut) client.setQueryData(ME_KEY, null);
  }, [client, signedOut]);
  return query;
}

/** Reloads every list of the console after a change. */
export function useRefreshData(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['ops-data'] });
}

/** Loading, failed, or the content. */
export function Loaded<T>({
  query,
  label,
  children,
}: {
  query: { data: T | undefined; error: Error | null; refetch: () => unknown };
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.error) {
    return (
      <StatePanel kind="error" message={query.error.message} onRetry={() => query.refetch()} />
    );
  }
  if (query.data === undefined) return <StatePanel kind="loading" label={label} />;
  return <>{children(query.data)}</>;
}

/** A contact message's topic as the contact page offers it. */
export const topicLabel = (topic: string): string =>
  CONTACT_TOPICS.find((candidate) => candidate.value === topic)?.label ?? topic;

export const When = ({ at }: { at: string }) => <time dateTime={at}>{formatIst(at)}</time>;
export const Money = ({ paise }: { paise: number }) => <>{formatInr(paise)}</>;

export const PageHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A table of records; on a phone each row is a card and each cell shows its column's name. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  th {
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: 600;
  }

  td.actions {
    white-space: nowrap;
  }

  ${media.mobile} {
    border: 0;
    background: transparent;

    thead {
      display: none;
    }

    tr {
      display: block;
      margin-bottom: ${({ theme }) => theme.space.sm};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.surface};
    }

    /* The column's name on the left; the cell's own content flows as it does in the table. */
    td {
      display: block;
      position: relative;
      min-height: 2em;
      padding-left: 40%;
      border-bottom: 0;
      overflow-wrap: anywhere;
    }

    td::before {
      content: attr(data-label);
      position: absolute;
      left: ${({ theme }) => theme.space.sm};
      width: calc(40% - ${({ theme }) => theme.space.md});
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
    }

    td.actions {
      white-space: normal;
    }
  }
`;

export const Tag = styled.span<{ $tone?: 'bad' | 'good' | 'plain' }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ theme, $tone }) =>
    $tone === 'bad'
      ? theme.colors.danger
      : $tone === 'good'
        ? theme.colors.success
        : theme.colors.text};
  background: ${({ theme, $tone }) =>
    $tone === 'bad'
      ? theme.colors.dangerSoft
      : $tone === 'good'
        ? theme.colors.successSoft
        : theme.colors.background};
`;

const NoticeBox = styled.p<{ $error: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme, $error }) => ($error ? theme.colors.dangerSoft : theme.colors.successSoft)};
`;

/** What the last action did (or why it did nothing), announced to screen readers. */
export function Notice({ text, error = false }: { text: string | null; error?: boolean }) {
  if (!text) return null;
  return (
    <NoticeBox role={error ? 'alert' : 'status'} $error={error}>
      {text}
    </NoticeBox>
  );
}

export const TextArea = styled.textarea`
  width: 100%;
  min-height: 96px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  resize: vertical;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface ReasonRequest {
  title: string;
  /** What will happen, in one or two sentences. */
  text: ReactNode;
  confirm: string;
  danger?: boolean;
  /** Runs the action with the reason given; a thrown error is shown in the dialog. */
  run: (reason: string) => Promise<string>;
}

/**
 * A page's actions that ask why first: `ask` opens the reason dialog (and clears the last
 * notice), `done` is what the last one did, `reasonDialog` goes once at the end of the page.
 */
export function useReasonedActions() {
  const [done, setDone] = useState<string | null>(null);
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const ask = (next: ReasonRequest) => {
    setDone(null);
    setRequest(next);
  };
  const reasonDialog = (
    <ReasonDialog
      request={request}
      onClose={() => setRequest(null)}
      onDone={(text) => {
        setRequest(null);
        setDone(text);
      }}
    />
  );
  return { ask, done, setDone, reasonDialog };
}

/**
 * Asks why before an action that touches money, a customer or what is live: the reason goes to
 * the audit ledger with the staff member's name. Nothing happens without one.
 */
export function ReasonDialog({
  request,
  onDone,
  onClose,
}: {
  request: ReasonRequest | null;
  onDone: (result: string) => void;
  onClose: () => void;
}) {
  // Mounted afresh for every request: no reason or error is carried over from the last one.
  return request ? <ReasonForm request={request} onDone={onDone} onClose={onClose} /> : null;
}

function ReasonForm({
  request,
  onDone,
  onClose,
}: {
  request: ReasonRequest;
  onDone: (result: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (reason.trim().length < 3) {
      setError('Give a reason: the audit ledger records why, with your name.');
      return;
    }
    setBusy(true);
    try {
      onDone(await request.run(reason.trim()));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open onClose={onClose} title={request.title} width={520}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{request.text}</p>
        <FormField
          label="Reason (kept in the audit ledger)"
          htmlFor={`${id}-reason`}
          required
          error={error}
        >
          <TextArea
            id={`${id}-reason`}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        <Actions>
          <Button type="submit" variant={request.danger ? 'danger' : 'primary'} loading={busy}>
            {request.confirm}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
