import { Button, Card, FormField, Select, StatePanel, TextInput } from '@travel/shared';
import type { StaffSeriesView } from '@travel/shared/contracts';
import { formatIndiaDate } from '@travel/shared/contracts/plain';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { opsGet, opsPost } from '../http';
import {
  Loaded,
  Money,
  Notice,
  PageHead,
  useReasonedActions,
  Section,
  Table,
  Tag,
  useOpsQuery,
  useRefreshData,
} from '../kit';

interface SeriesList {
  series: StaffSeriesView[];
  warning: string | null;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Warning = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  font-weight: 600;
`;

const day = (date: string) => formatIndiaDate(date);

/** Catalogue's coupon series: what sells when, the next series, and ending one early. */
export function SeriesPage() {
  const query = useOpsQuery(['series'], () => opsGet<SeriesList>('/coupons/series'));
  const refresh = useRefreshData();
  const { ask: setRequest, done, setDone, reasonDialog } = useReasonedActions();

  const endEarly = (series: StaffSeriesView) =>
    setRequest({
      title: `End the ${series.name} series now`,
      text:
        series.status === 'upcoming'
          ? 'It never goes on sale. Nothing has been sold from it.'
          : 'Its coupons stop selling at once. Coupons already bought keep their own expiry.',
      confirm: 'End the series',
      danger: true,
      run: async (reason) => {
        await opsPost('/coupons/series/end', { name: series.name, reason });
        await refresh();
        return `The ${series.name} series has ended.`;
      },
    });

  return (
    <>
      <PageHead>
        <h1>Coupon series</h1>
        <p>The coupon page, its terms and the footer show the series on sale.</p>
      </PageHead>
      <Notice text={done} />
      <Loaded query={query} label="Loading the series…">
        {(list) => (
          <>
            {list.warning ? <Warning role="alert">{list.warning}</Warning> : null}
            {list.series.length === 0 ? (
              <StatePanel kind="empty" title="No coupon series yet" />
            ) : (
              <Table aria-label="Coupon series">
                <thead>
                  <tr>
                    <th>Series</th>
                    <th>On sale</th>
                    <th>Coupons usable until</th>
                    <th>Tiers (pay → get)</th>
                    <th>Added</th>
                    <th>Action</th>
                  </tr>
                </thead>
                <tbody>
                  {list.series.map((series) => (
                    <tr key={series.name}>
                      <td data-label="Series">
                        {series.name}{' '}
                        <Tag $tone={series.status === 'on sale' ? 'good' : 'plain'}>
                          {series.status}
                        </Tag>
                      </td>
                      <td data-label="On sale">
                        {day(series.saleFrom)} to {day(series.saleUntil)}
                      </td>
                      <td data-label="Usable until">{day(series.expirationDate)}</td>
                      <td data-label="Tiers">
                        {series.tiers.map((tier, index) => (
                          <span key={tier.code}>
                            {index > 0 ? ', ' : ''}
                            <Money paise={tier.totalAmountPaise} /> →{' '}
                            <Money paise={tier.backAmountPaise} />
                          </span>
                        ))}
                      </td>
                      <td data-label="Added">{series.createdBy}</td>
                      <td data-label="Action" className="actions">
                        {series.status === 'on sale' || series.status === 'upcoming' ? (
                          <Button size="sm" variant="secondary" onClick={() => endEarly(series)}>
                            End early
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
            <NewSeriesForm series={list.series} onDone={setDone} />
          </>
        )}
      </Loaded>
      {reasonDialog}
    </>
  );
}

function NewSeriesForm({
  series,
  onDone,
}: {
  series: StaffSeriesView[];
  onDone: (text: string) => void;
}) {
  const id = useId();
  const refresh = useRefreshData();
  const latest = series.at(-1);
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [expires, setExpires] = useState('');
  const [like, setLike] = useState(latest?.name ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !from || !until) {
      setError('Give the series a name and its first and last day on sale.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const added = await opsPost<{ series: StaffSeriesView }>('/coupons/series', {
        name: name.trim(),
        from,
        until,
        ...(expires ? { expires } : {}),
        ...(like ? { like } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      await refresh();
      setName('');
      setReason('');
      onDone(
        `The ${added.series.name} series is saved: on sale ${day(added.series.saleFrom)} to ${day(added.series.saleUntil)}.`,
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section aria-label="Add a series">
      <h2>Add the next series</h2>
      <Card>
        <p>
          Copies the tiers (prices, look) of the series you choose. Sale windows may not overlap.
        </p>
        <Notice text={error} error />
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Row>
            <FormField label="Name" htmlFor={`${id}-name`} required hint="e.g. 2027">
              <TextInput
                id={`${id}-name`}
                value={name}
                maxLength={8}
                onChange={(event) => setName(event.target.value)}
              />
            </FormField>
            <FormField label="First day on sale" htmlFor={`${id}-from`} required>
              <TextInput
                id={`${id}-from`}
                type="date"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
              />
            </FormField>
            <FormField label="Last day on sale" htmlFor={`${id}-until`} required>
              <TextInput
                id={`${id}-until`}
                type="date"
                value={until}
                onChange={(event) => setUntil(event.target.value)}
              />
            </FormField>
            <FormField
              label="Coupons usable until"
              htmlFor={`${id}-expires`}
              hint="The last day on sale when empty."
            >
              <TextInput
                id={`${id}-expires`}
                type="date"
                value={expires}
                onChange={(event) => setExpires(event.target.value)}
              />
            </FormField>
            <FormField label="Copy the tiers of" htmlFor={`${id}-like`}>
              <Select
                id={`${id}-like`}
                value={like}
                onChange={(event) => setLike(event.target.value)}
              >
                {series.map((existing) => (
                  <option key={existing.name} value={existing.name}>
                    {existing.name}
                  </option>
                ))}
              </Select>
            </FormField>
          </Row>
          <FormField label="Note for the audit ledger" htmlFor={`${id}-reason`}>
            <TextInput
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <Button type="submit" loading={busy}>
            Add the series
          </Button>
        </form>
      </Card>
    </Section>
  );
}
