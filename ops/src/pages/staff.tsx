import { Button, Card, FormField, TextInput } from '@travel/shared';
import { STAFF_ROLES, type StaffRole } from '@travel/shared/contracts/plain';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { opsGet, opsPost } from '../http';
import {
  Loaded,
  Notice,
  PageHead,
  useReasonedActions,
  Section,
  Table,
  Tag,
  When,
  useOpsQuery,
  useRefreshData,
} from '../kit';

interface StaffMember {
  email: string;
  name: string;
  roles: StaffRole[];
  createdAt: string;
  createdBy: string;
  disabledAt: string | null;
  activeTokens: number;
  passwordSet: boolean;
  secondFactorSet: boolean;
}

interface SetUpLink {
  setupPath: string;
}

const ROLE_WORK: Record<StaffRole, string> = {
  support: 'customers and the inbox',
  finance: 'refunds',
  catalogue: 'coupon series',
  release: 'what is live',
  admin: 'staff, the draw, the ledger',
};

const Roles = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;

  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }

  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    min-height: 32px;
  }
`;

const LinkCard = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Link = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.background};
`;

const linkOf = (setupPath: string) => `${window.location.origin}${setupPath}`;

/** Admin: who works here, with which roles; invitations, set-up links, disabling. */
export function StaffPage() {
  const query = useOpsQuery(['staff'], () => opsGet<{ staff: StaffMember[] }>('/staff'));
  const refresh = useRefreshData();
  const [link, setLink] = useState<{ name: string; url: string } | null>(null);
  const { ask: setRequest, done, setDone, reasonDialog } = useReasonedActions();

  const disable = (member: StaffMember) =>
    setRequest({
      title: `Disable ${member.name}`,
      text: 'Their sessions and tokens end at once. Nothing they did is undone.',
      confirm: 'Disable',
      danger: true,
      run: async (reason) => {
        await opsPost('/staff/disable', { email: member.email, reason });
        await refresh();
        return `${member.name} is disabled.`;
      },
    });

  const reset = (member: StaffMember) =>
    setRequest({
      title: `New set-up link for ${member.name}`,
      text: 'Their password and authenticator stop working; they choose new ones with the link.',
      confirm: 'Make a new link',
      danger: true,
      run: async (reason) => {
        const answer = await opsPost<SetUpLink>('/staff/reset', { email: member.email, reason });
        await refresh();
        setLink({ name: member.name, url: linkOf(answer.setupPath) });
        return `${member.name} must set up their sign-in again.`;
      },
    });

  return (
    <>
      <PageHead>
        <h1>Staff</h1>
        <p>Roles: {STAFF_ROLES.map((role) => `${role} (${ROLE_WORK[role]})`).join(', ')}.</p>
      </PageHead>
      <Notice text={done} />
      {link ? (
        <LinkCard role="status" aria-label="Set-up link">
          <p>
            Give {link.name} this set-up link by a safe channel. It works once, for 72 hours, and is
            not shown again:
          </p>
          <Link>{link.url}</Link>
        </LinkCard>
      ) : null}
      <Loaded query={query} label="Loading the staff…">
        {({ staff }) => (
          <Table aria-label="Staff members">
            <thead>
              <tr>
                <th>Name</th>
                <th>Roles</th>
                <th>Sign-in</th>
                <th>Added</th>
                <th>Action</th>
              </tr>
            </thead>
            <tbody>
              {staff.map((member) => (
                <tr key={member.email}>
                  <td data-label="Name">
                    {member.name}
                    <br />
                    {member.email}
                  </td>
                  <td data-label="Roles">{member.roles.join(', ')}</td>
                  <td data-label="Sign-in">
                    {member.disabledAt ? (
                      <Tag $tone="bad">disabled</Tag>
                    ) : member.passwordSet && member.secondFactorSet ? (
                      <Tag $tone="good">password and authenticator</Tag>
                    ) : (
                      <Tag>waiting for set-up</Tag>
                    )}{' '}
                    {member.activeTokens} CLI token{member.activeTokens === 1 ? '' : 's'}
                  </td>
                  <td data-label="Added">
                    <When at={member.createdAt} /> by {member.createdBy}
                  </td>
                  <td data-label="Action" className="actions">
                    {member.disabledAt ? null : (
                      <>
                        <Button size="sm" variant="secondary" onClick={() => reset(member)}>
                          New set-up link
                        </Button>{' '}
                        <Button size="sm" variant="ghost" onClick={() => disable(member)}>
                          Disable
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Loaded>
      <InviteForm
        onInvited={(name, setupPath) => {
          setLink({ name, url: linkOf(setupPath) });
          setDone(`${name} is invited.`);
        }}
      />
      {reasonDialog}
    </>
  );
}

function InviteForm({ onInvited }: { onInvited: (name: string, setupPath: string) => void }) {
  const id = useId();
  const refresh = useRefreshData();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await opsPost<SetUpLink & { staff: { name: string } }>('/staff', {
        email,
        name,
        roles,
      });
      await refresh();
      setEmail('');
      setName('');
      setRoles([]);
      onInvited(answer.staff.name, answer.setupPath);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section aria-label="Invite">
      <h2>Invite a staff member</h2>
      <Card>
        <Notice text={error} error />
        <form onSubmit={(event) => void submit(event)} noValidate>
          <FormField label="Name" htmlFor={`${id}-name`} required>
            <TextInput id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <FormField label="Work e-mail" htmlFor={`${id}-email`} required>
            <TextInput
              id={`${id}-email`}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Roles>
            <legend>Roles</legend>
            {STAFF_ROLES.map((role) => (
              <label key={role}>
                <input
                  type="checkbox"
                  checked={roles.includes(role)}
                  onChange={(event) =>
                    setRoles((current) =>
                      event.target.checked
                        ? [...current, role]
                        : current.filter((held) => held !== role),
                    )
                  }
                />
                {role}: {ROLE_WORK[role]}
              </label>
            ))}
          </Roles>
          <Button type="submit" loading={busy}>
            Invite
          </Button>
        </form>
      </Card>
    </Section>
  );
}
