import { Button, FormField, Modal } from '@travel/shared';
import { useId, useState, type ReactNode } from 'react';
import { Actions, TextArea } from './layout';

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
