import { Button, Card, CardHead, StatePanel, VisuallyHidden } from '@travel/shared';
import type {
  BrowserPreviewAnswer,
  ReleaseChangeAnswer,
  ReleaseHistoryAnswer,
  ReleaseListAnswer,
  ReleaseLoads,
  ReleasePreview,
  ReleasePreviewAnswer,
  ReleaseStatusAnswer,
} from '@travel/shared/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { OpsCallError, opsGet, opsPost } from '../http';
import { ReleaseVitals } from './release-vitals';
import {
  Actions,
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

type Remote = ReleaseStatusAnswer['remotes'][number];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};

  dl {
    margin: ${({ theme }) => theme.space.sm} 0 0;
  }

  dt {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const PreviewBox = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid #7c2d12;
  background: #fff7ed;
  color: #7c2d12;

  a {
    color: inherit;
    font-weight: 600;
    margin-left: ${({ theme }) => theme.space.sm};
    white-space: nowrap;
  }
`;

/** Each remote's versions together, the newest first. */
const newestFirst = (releases: ReleaseListAnswer['releases']) =>
  [...releases].sort(
    (a, b) => a.name.localeCompare(b.name) || b.publishedAt.localeCompare(a.publishedAt),
  );

/** Where ending a preview from the console comes back to. */
const BACK_HERE = encodeURIComponent('/travel/ops/#/releases');

/** This browser's preview, with the links that open the site and end it. */
function ActivePreview({ preview, end }: { preview: ReleasePreview; end: string }) {
  return (
    <PreviewBox role="status">
      This browser is previewing {preview.remote} {preview.version} until{' '}
      <When at={preview.expiresAt} />: the site shows it on every page, with a banner, to this
      browser only.
      <a href="/" target="_blank" rel="noopener">
        Open the site
      </a>
      <a href={`${end}?to=${BACK_HERE}`}>End preview</a>
    </PreviewBox>
  );
}

/** A failure rate from this on is shown as bad (the canary check's own limit is the server's). */
const BAD_RATE = 0.2;

function Health({ figures }: { figures: ReleaseLoads | null }) {
  if (!figures || figures.loads === 0) return <Tag>no loads reported</Tag>;
  const time = figures.averageOkMs === null ? '' : `, ${figures.averageOkMs} ms`;
  return (
    <Tag $tone={figures.failureRate >= BAD_RATE ? 'bad' : 'good'}>
      {figures.loads} loads, {figures.failures} failed ({(figures.failureRate * 100).toFixed(1)}
      %){time}
    </Tag>
  );
}

const CHANGES = {
  rollback: {
    title: (r: Remote) => `Roll back ${r.name}`,
    text: (r: Remote) =>
      `Makes the version before ${r.live?.version ?? 'the live one'} live again for every visitor's next page, and ends any canary.`,
    confirm: 'Roll back',
    done: 'rolled back',
  },
  promote: {
    title: (r: Remote) => `Promote the canary of ${r.name}`,
    text: (r: Remote) => `Makes ${r.canary?.version ?? 'the canary'} live for every visitor.`,
    confirm: 'Promote',
    done: 'canary promoted',
  },
  abort: {
    title: (r: Remote) => `Abort the canary of ${r.name}`,
    text: (r: Remote) => `Every visitor gets ${r.live?.version ?? 'the live version'} again.`,
    confirm: 'Abort canary',
    done: 'canary aborted',
  },
} as const;

/** Release managers: each remote's live, canary and last known good versions, and the ledger. */
export function ReleasesPage() {
  const status = useOpsQuery(['releases', 'status'], () =>
    opsGet<ReleaseStatusAnswer>('/releases/status'),
  );
  const history = useOpsQuery(['releases', 'history'], () =>
    opsGet<ReleaseHistoryAnswer>('/releases/history'),
  );
  const published = useOpsQuery(['releases', 'list'], () => opsGet<ReleaseListAnswer>('/releases'));
  const browserPreview = useOpsQuery(['releases', 'preview'], () =>
    opsGet<BrowserPreviewAnswer>('/releases/preview'),
  );
  const refresh = useRefreshData();
  const { ask: setRequest, done, reasonDialog } = useReasonedActions();
  const [previewError, setPreviewError] = useState<string | null>(null);

  /** Sets the preview in this browser (the answer's cookie) and opens the site in a new tab. */
  const preview = async (remote: string, version: string) => {
    setPreviewError(null);
    try {
      await opsPost<ReleasePreviewAnswer>('/releases/preview', { remote, version });
    } catch (error) {
      setPreviewError(
        error instanceof OpsCallError ? error.message : 'The preview could not be made.',
      );
      return;
    }
    await browserPreview.refetch();
    window.open('/', '_blank');
  };

  const change = (kind: keyof typeof CHANGES, remote: Remote) => {
    const action = CHANGES[kind];
    setRequest({
      title: action.title(remote),
      text: action.text(remote),
      confirm: action.confirm,
      danger: kind !== 'promote',
      run: async (reason) => {
        const result = await opsPost<ReleaseChangeAnswer>(`/releases/${kind}`, {
          remote: remote.name,
          reason,
        });
        await refresh();
        return `${result.name}: ${result.from ?? '(none)'} → ${result.to ?? '(none)'}, ${action.done}.`;
      },
    });
  };

  return (
    <>
      <PageHead>
        <h1>Releases</h1>
        {status.data ? (
          <p>Loads reported by visitors' browsers in the last {status.data.minutes} minutes.</p>
        ) : null}
      </PageHead>
      <Notice text={done} />
      <Loaded query={status} label="Loading what is live…">
        {({ remotes }) =>
          remotes.length === 0 ? (
            <StatePanel kind="empty" title="Nothing is live yet" />
          ) : (
            <Grid>
              {remotes.map((remote) => (
                <Card key={remote.name} aria-label={remote.name}>
                  <CardHead>
                    <h2>{remote.name}</h2>
                  </CardHead>
                  <dl>
                    <dt>Live</dt>
                    <dd>
                      {remote.live?.version ?? '—'} <Health figures={remote.live} />
                    </dd>
                    <dt>Canary</dt>
                    <dd>
                      {remote.canary ? (
                        <>
                          {remote.canary.version} to {remote.canary.percent} % of visitors{' '}
                          <Health figures={remote.canary} />
                          {remote.canary.autoPromoteMinutes !== null ? (
                            <>
                              {' '}
                              Live for everyone after {remote.canary.autoPromoteMinutes} healthy
                              minutes.
                            </>
                          ) : null}
                        </>
                      ) : (
                        'none'
                      )}
                    </dd>
                    <dt>Last known good</dt>
                    <dd>{remote.lastKnownGood ?? 'none'}</dd>
                  </dl>
                  <Actions>
                    <Button size="sm" variant="danger" onClick={() => change('rollback', remote)}>
                      Roll back
                    </Button>
                    {remote.canary ? (
                      <>
                        <Button size="sm" onClick={() => change('promote', remote)}>
                          Promote canary
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => change('abort', remote)}
                        >
                          Abort canary
                        </Button>
                      </>
                    ) : null}
                  </Actions>
                </Card>
              ))}
            </Grid>
          )
        }
      </Loaded>
      <Section aria-label="Published versions">
        <h2>Published versions</h2>
        <p>
          Preview shows a version in this browser only, on every page of the site and rendered by
          the server with it, for an hour; visitors keep what is live. Each preview is recorded in
          the audit ledger under your name.
        </p>
        <Notice text={previewError} error />
        {browserPreview.data?.preview ? (
          <ActivePreview preview={browserPreview.data.preview} end={browserPreview.data.end} />
        ) : null}
        <Loaded query={published} label="Loading the published versions…">
          {({ releases }) =>
            releases.length === 0 ? (
              <StatePanel kind="empty" title="Nothing is published yet" />
            ) : (
              <Table>
                <thead>
                  <tr>
                    <th>Remote</th>
                    <th>Version</th>
                    <th>Published</th>
                    <th>Serves</th>
                    <th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {newestFirst(releases).map((release) => {
                    const previewed =
                      browserPreview.data?.preview?.remote === release.name &&
                      browserPreview.data.preview.version === release.version;
                    return (
                      <tr key={`${release.name}/${release.version}`}>
                        <td data-label="Remote">{release.name}</td>
                        <td data-label="Version">{release.version}</td>
                        <td data-label="Published">
                          <When at={release.publishedAt} />
                        </td>
                        <td data-label="Serves">
                          {release.live ? <Tag $tone="good">live</Tag> : null}
                          {release.canaryPercent !== null ? (
                            <Tag>canary {release.canaryPercent} %</Tag>
                          ) : null}
                          {previewed ? <Tag $tone="bad">previewed here</Tag> : null}
                          {!release.live && release.canaryPercent === null && !previewed
                            ? '—'
                            : null}
                        </td>
                        <td className="actions">
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`Preview ${release.name} ${release.version}`}
                            onClick={() => void preview(release.name, release.version)}
                          >
                            Preview
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            )
          }
        </Loaded>
      </Section>
      {status.data && status.data.remotes.length > 0 ? (
        <ReleaseVitals remotes={status.data.remotes} />
      ) : null}
      <Section aria-label="Release ledger">
        <h2>Release ledger</h2>
        <Loaded query={history} label="Loading the ledger…">
          {({ entries }) => (
            <Table>
              <thead>
                <tr>
                  <th>When</th>
                  <th>Remote</th>
                  <th>Change</th>
                  <th>From → to</th>
                  <th>By</th>
                  <th>Why</th>
                </tr>
              </thead>
              <tbody>
                {entries
                  .slice(-200)
                  .reverse()
                  .map((entry) => (
                    <tr key={entry.id}>
                      <td data-label="When">
                        <When at={entry.at} />
                      </td>
                      <td data-label="Remote">{entry.name}</td>
                      <td data-label="Change">
                        {entry.canaryPercent
                          ? `${entry.action} ${entry.canaryPercent} %`
                          : entry.action}
                        {entry.forced ? <Tag $tone="bad"> forced</Tag> : null}
                      </td>
                      <td data-label="From → to">
                        {entry.from ?? '(none)'} → {entry.to ?? '(none)'}
                      </td>
                      <td data-label="By">{entry.operator}</td>
                      <td data-label="Why">{entry.reason}</td>
                    </tr>
                  ))}
              </tbody>
            </Table>
          )}
        </Loaded>
      </Section>
      {reasonDialog}
    </>
  );
}
