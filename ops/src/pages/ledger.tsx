import { Button, TextInput } from '@travel/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { opsGet } from '../http';
import { Loaded, PageHead, Table, When, useOpsQuery } from '../kit';

interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  record: string;
  reason: string | null;
  details: Record<string, unknown>;
}

const Filter = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  input {
    flex: 1;
  }
`;

const Details = styled.span`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** A record's details in a line or two: lists of records are counted, not spelled out. */
export function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([name, value]) => {
      if (Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null)) {
        return `${name}: ${value.length}`;
      }
      return `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`;
    })
    .join(' · ');
}

/** Admin: the append-only ledger of every staff action, newest first. */
export function LedgerPage() {
  const [typed, setTyped] = useState('');
  const [record, setRecord] = useState('');
  const query = useOpsQuery(['audit', record], () =>
    opsGet<{ entries: AuditEntry[] }>('/audit', { record: record || undefined, limit: '300' }),
  );
  return (
    <>
      <PageHead>
        <h1>Audit ledger</h1>
        <p>Every staff action: who, when, what, on which record, and why. Nothing is removed.</p>
      </PageHead>
      <Filter
        onSubmit={(event) => {
          event.preventDefault();
          setRecord(typed.trim());
        }}
      >
        <TextInput
          aria-label="Record"
          placeholder="A record, e.g. refund:RF20261122M4P7W2QA or contact:HT-C-7K3M9Q"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </Filter>
      <Loaded query={query} label="Loading the ledger…">
        {({ entries }) => (
          <Table aria-label="Audit ledger">
            <thead>
              <tr>
                <th>When</th>
                <th>Who</th>
                <th>What</th>
                <th>Record</th>
                <th>Why</th>
                <th>Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label="When">
                    <When at={entry.at} />
                  </td>
                  <td data-label="Who">{entry.actor}</td>
                  <td data-label="What">{entry.action}</td>
                  <td data-label="Record">{entry.record}</td>
                  <td data-label="Why">{entry.reason ?? '—'}</td>
                  <td data-label="Details">
                    <Details>{detailsText(entry.details)}</Details>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Loaded>
    </>
  );
}
