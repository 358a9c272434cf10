import { Button, Card, FormField, StatePanel, TextInput } from '@travel/shared';
import type { PublicDraw } from '@travel/shared/contracts';
import { useId, useState } from 'react';
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

/** The month after the latest draw's, or this month: the period an admin most likely opens next. */
function nextPeriod(draws: PublicDraw[]): string {
  const latest = draws[0]?.period;
  if (!latest) return new Date().toISOString().slice(0, 7);
  const [year = 0, month = 1] = latest.split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** Admin: the monthly free-ticket draw, opened ahead and held after its month, from here. */
export function DrawPage() {
  const query = useOpsQuery(['draws'], () => opsGet<{ draws: PublicDraw[] }>('/draws'));
  const refresh = useRefreshData();
  const { ask: setRequest, done, reasonDialog } = useReasonedActions();

  const hold = (draw: PublicDraw) =>
    setRequest({
      title: `Hold ${draw.drawId}`,
      text: (
        <>
          {draw.entryCount} entries. One winner is drawn from the valid entries with the seed
          published as {draw.seedHash.slice(0, 12)}…; the seed is revealed, the result goes on the
          public draw page and the winner is e-mailed.
        </>
      ),
      confirm: 'Hold the draw',
      run: async (reason) => {
        const held = await opsPost<{ draw: PublicDraw; winnersNotified: number }>('/draws/hold', {
          drawId: draw.drawId,
          winners: 1,
          reason,
        });
        await refresh();
        return held.draw.winners.length === 0
          ? `${draw.drawId} held: no valid entry, so no winner.`
          : `${draw.drawId} held: winning order ${held.draw.winners.join(', ')}; ${held.winnersNotified} winner e-mail${held.winnersNotified === 1 ? '' : 's'} on the way.`;
      },
    });

  const open = (period: string) =>
    setRequest({
      title: `Open the draw of ${period}`,
      text: 'Its seed is made now and its hash published, so the result can be checked later.',
      confirm: 'Open the draw',
      run: async (reason) => {
        const opened = await opsPost<{ draw: PublicDraw }>('/draws/open', { period, reason });
        await refresh();
        return `${opened.draw.drawId} is open.`;
      },
    });

  return (
    <>
      <PageHead>
        <h1>Free ticket draw</h1>
        <p>Every paid coupon order is one entry in its month's draw.</p>
      </PageHead>
      <Notice text={done} />
      <Loaded query={query} label="Loading the draws…">
        {({ draws }) => (
          <>
            {draws.length === 0 ? (
              <StatePanel kind="empty" title="No draw yet" />
            ) : (
              <Table aria-label="Draws">
                <thead>
                  <tr>
                    <th>Draw</th>
                    <th>Status</th>
                    <th>Entries</th>
                    <th>Entries close</th>
                    <th>Winners</th>
                    <th>Action</th>
                  </tr>
                </thead>
                <tbody>
                  {draws.map((draw) => (
                    <tr key={draw.drawId}>
                      <td data-label="Draw">{draw.drawId}</td>
                      <td data-label="Status">
                        <Tag $tone={draw.status === 'closed' ? 'bad' : 'plain'}>
                          {draw.status === 'closed' ? 'waiting to be held' : draw.status}
                        </Tag>
                      </td>
                      <td data-label="Entries">{draw.entryCount}</td>
                      <td data-label="Entries close">
                        <When at={draw.closesAt} />
                      </td>
                      <td data-label="Winners">
                        {draw.heldAt ? draw.winners.join(', ') || 'no valid entry' : '—'}
                      </td>
                      <td data-label="Action" className="actions">
                        {draw.status === 'closed' ? (
                          <Button size="sm" onClick={() => hold(draw)}>
                            Hold the draw
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
            <OpenDraw suggested={nextPeriod(draws)} onOpen={open} />
          </>
        )}
      </Loaded>
      {reasonDialog}
    </>
  );
}

function OpenDraw({ suggested, onOpen }: { suggested: string; onOpen: (period: string) => void }) {
  const id = useId();
  const [period, setPeriod] = useState(suggested);
  return (
    <Section aria-label="Open a draw">
      <h2>Open a month's draw</h2>
      <Card>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onOpen(period);
          }}
        >
          <FormField label="Month" htmlFor={`${id}-period`} hint="Year and month, e.g. 2027-01.">
            <TextInput
              id={`${id}-period`}
              type="month"
              value={period}
              onChange={(event) => setPeriod(event.target.value)}
            />
          </FormField>
          <Button type="submit" variant="secondary">
            Open the draw
          </Button>
        </form>
      </Card>
    </Section>
  );
}
