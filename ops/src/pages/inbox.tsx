import { Button, Card, CardHead, FormField, Select, StatePanel } from '@travel/shared';
import type { InboxMessage } from '@travel/shared/contracts';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { opsGet, opsPost } from '../http';
import {
  Actions,
  Loaded,
  Notice,
  PageHead,
  useReasonedActions,
  type ReasonRequest,
  Tag,
  TextArea,
  topicLabel,
  When,
  useOpsQuery,
  useRefreshData,
} from '../kit';
import { useStaff } from '../staff';

const FILTERS = [
  { value: 'open', label: 'Open (new and answered)' },
  { value: 'new', label: 'New' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
] as const;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Quote = styled.blockquote`
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Facts = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DELIVERY = {
  queued: 'e-mail on its way',
  sent: 'e-mailed to the customer',
  failed: 'the e-mail could not be delivered',
  'not sent': 'not e-mailed',
} as const;

/** Support's inbox: contact messages oldest first, with the grievance policy's dates. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'open';
  const query = useOpsQuery(['inbox', status], () =>
    opsGet<{ messages: InboxMessage[] }>('/inbox', { status }),
  );
  const { ask: setRequest, done, setDone, reasonDialog } = useReasonedActions();
  const id = useId();
  return (
    <>
      <PageHead>
        <h1>Inbox</h1>
        <p>
          The grievance policy: acknowledged within 48 hours, resolved within one month. Oldest
          first.
        </p>
      </PageHead>
      <FormField label="Show" htmlFor={`${id}-status`}>
        <Select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setParams({ status: event.target.value })}
        >
          {FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </Select>
      </FormField>
      <Notice text={done} />
      <Loaded query={query} label="Loading the inbox…">
        {({ messages }) =>
          messages.length === 0 ? (
            <StatePanel kind="empty" title="No messages here" />
          ) : (
            <List>
              {messages.map((message) => (
                <InboxCard
                  key={message.reference}
                  message={message}
                  onDone={setDone}
                  askReason={setRequest}
                />
              ))}
            </List>
          )
        }
      </Loaded>
      {reasonDialog}
    </>
  );
}

function InboxCard({
  message,
  onDone,
  askReason,
}: {
  message: InboxMessage;
  onDone: (text: string) => void;
  askReason: (request: ReasonRequest) => void;
}) {
  const id = useId();
  const { staff } = useStaff();
  const refresh = useRefreshData();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (run: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    try {
      const text = await run();
      await refresh();
      onDone(text);
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    if (reply.trim().length < 2) {
      setError('Write the answer first.');
      return;
    }
    const sent = await act(async () => {
      await opsPost('/inbox/reply', { reference: message.reference, body: reply });
      return `Answer to ${message.reference} saved; it is being e-mailed to ${message.email}.`;
    });
    if (sent) setReply('');
  };

  const changeStatus = (to: 'closed' | 'new') =>
    askReason({
      title: `${to === 'closed' ? 'Close' : 'Reopen'} ${message.reference}`,
      text:
        to === 'closed'
          ? 'The message leaves the open list. The customer is not told.'
          : 'The message comes back to the open list as new.',
      confirm: to === 'closed' ? 'Close' : 'Reopen',
      run: async (reason) => {
        await opsPost('/inbox/status', { reference: message.reference, status: to, reason });
        await refresh();
        return `${message.reference} ${to === 'closed' ? 'closed' : 'reopened'}.`;
      },
    });

  return (
    <Card aria-label={`Message ${message.reference}`}>
      <CardHead>
        <h2>
          {message.reference}: {topicLabel(message.topic)}
        </h2>
        <span>
          <Tag $tone={message.status === 'new' ? 'bad' : 'plain'}>{message.status}</Tag>{' '}
          {message.overdue ? <Tag $tone="bad">{message.overdue} overdue</Tag> : null}
        </span>
      </CardHead>
      <Facts>
        From {message.name}, {message.email}
        {message.mobile ? `, ${message.mobile}` : ''} · received <When at={message.receivedAt} />
      </Facts>
      <Facts>
        Acknowledge by <When at={message.acknowledgeBy} /> · resolve by{' '}
        <When at={message.resolveBy} /> · assigned to {message.assignedTo ?? 'nobody'}
      </Facts>
      <Quote>{message.message}</Quote>
      {message.replies.map((answer, index) => (
        <div key={index}>
          <Facts>
            Answer by {answer.by}, <When at={answer.at} /> · {DELIVERY[answer.delivery]}
          </Facts>
          <Quote>{answer.body}</Quote>
        </div>
      ))}
      <Notice text={error} error />
      {message.status === 'closed' ? (
        <Actions>
          <Button size="sm" variant="secondary" onClick={() => changeStatus('new')}>
            Reopen
          </Button>
        </Actions>
      ) : (
        <>
          <FormField label={`Answer to ${message.name}`} htmlFor={`${id}-reply`}>
            <TextArea
              id={`${id}-reply`}
              value={reply}
              maxLength={5000}
              onChange={(event) => setReply(event.target.value)}
            />
          </FormField>
          <Actions>
            <Button size="sm" loading={busy} onClick={() => void send()}>
              Send answer
            </Button>
            {staff && message.assignedTo !== staff.name ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    await opsPost('/inbox/assign', {
                      reference: message.reference,
                      assignee: staff.email,
                    });
                    return `${message.reference} is yours.`;
                  })
                }
              >
                Assign to me
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => changeStatus('closed')}
            >
              Close
            </Button>
          </Actions>
        </>
      )}
    </Card>
  );
}
