import { StatePanel } from '@travel/shared';
import type { ReleaseVitalsAnswer, ReleaseVitalsPoint } from '@travel/shared/contracts';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { opsGet } from '../http';
import { Loaded, Section, Table, useOpsQuery } from '../kit';
import type { ChartSeries } from '../kit/line-chart';

const LineChart = lazy(() => import(/* webpackChunkName: "line-chart" */ '../kit/line-chart'));

const SPANS = [
  { hours: 1, label: 'last hour' },
  { hours: 6, label: 'last 6 hours' },
  { hours: 24, label: 'last 24 hours' },
  { hours: 168, label: 'last 7 days' },
] as const;

const ROLE_LABEL = { live: 'Live', canary: 'Canary', lastKnownGood: 'Last known good' } as const;

type Release = ReleaseVitalsAnswer['releases'][number];

const METRICS: {
  key: keyof Omit<ReleaseVitalsPoint, 'at' | 'views'>;
  title: string;
  unit: (value: number) => string;
}[] = [
  { key: 'inpP75', title: 'INP p75: tap to next paint', unit: (v) => `${Math.round(v)} ms` },
  { key: 'lcpP75', title: 'LCP p75: largest paint', unit: (v) => `${Math.round(v)} ms` },
  { key: 'clsP75', title: 'CLS p75: layout shift', unit: (v) => v.toFixed(3) },
  { key: 'errorRate', title: 'Errors per load', unit: (v) => v.toFixed(3) },
];

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    display: flex;
    flex-direction: column;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }

  select {
    margin-top: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font: inherit;
    font-weight: 400;
  }
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }

  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  figure {
    margin: 0;
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    min-width: 0;
  }

  figcaption {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

// The chart's own height with its legend, kept while its code loads so nothing moves.
const ChartSpace = styled.div`
  min-height: 232px;
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The last value reported in the span, in words. */
function latest(release: Release, key: (typeof METRICS)[number]['key']): number | null {
  for (let i = release.points.length - 1; i >= 0; i -= 1) {
    const value = release.points[i]?.[key];
    if (value !== null && value !== undefined) return value;
  }
  return null;
}

/**
 * What visitors felt of each release of one remote: p75 LCP, INP and CLS and errors per load
 * over time, live, canary and last known good side by side, with the figures in a table and
 * the most frequent errors.
 */
export function ReleaseVitals({ remotes }: { remotes: { name: string; canary: unknown }[] }) {
  const theme = useTheme();
  const ids = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [hours, setHours] = useState<number>(6);
  const remote = chosen ?? remotes.find((r) => r.canary)?.name ?? remotes[0]?.name ?? '';
  const vitals = useOpsQuery(['releases', 'vitals', remote, hours], () =>
    opsGet<ReleaseVitalsAnswer>(
      `/releases/vitals?remote=${encodeURIComponent(remote)}&hours=${hours}`,
    ),
  );
  const colors = {
    live: theme.colors.primary,
    canary: theme.colors.accent,
    lastKnownGood: theme.colors.success,
  };

  const charts = useMemo(() => {
    const releases = vitals.data?.releases ?? [];
    const times = (releases[0]?.points ?? []).map((point) => Date.parse(point.at) / 1000);
    return METRICS.map((metric) => ({
      ...metric,
      times,
      series: releases.map((release): ChartSeries => ({
        label: `${ROLE_LABEL[release.role]} ${release.version}`,
        color: colors[release.role],
        dashed: release.role === 'lastKnownGood',
        values: release.points.map((point) => point[metric.key]),
      })),
    }));
    // The colours are the theme's, fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vitals.data]);

  return (
    <Section aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>What visitors felt</h2>
      <Controls>
        <label htmlFor={`${ids}-remote`}>
          Remote
          <select
            id={`${ids}-remote`}
            value={remote}
            onChange={(event) => setChosen(event.target.value)}
          >
            {remotes.map((r) => (
              <option key={r.name} value={r.name}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${ids}-span`}>
          Over the
          <select
            id={`${ids}-span`}
            value={hours}
            onChange={(event) => setHours(Number(event.target.value))}
          >
            {SPANS.map((span) => (
              <option key={span.hours} value={span.hours}>
                {span.label}
              </option>
            ))}
          </select>
        </label>
      </Controls>
      <Loaded query={vitals} label="Loading the visitors’ figures…">
        {(answer) =>
          answer.releases.every((release) => release.points.every((p) => p.views === 0)) &&
          answer.releases.every((release) => release.topErrors.length === 0) ? (
            <StatePanel
              kind="empty"
              title={`No page views of ${answer.remote} reported over the ${SPANS.find((s) => s.hours === hours)?.label ?? 'span'}`}
            />
          ) : (
            <>
              <Charts>
                {charts.map((chart) => (
                  <figure key={chart.key}>
                    <figcaption>{chart.title}</figcaption>
                    {chart.series.some((line) => line.values.some((v) => v !== null)) ? (
                      <ChartSpace>
                        <Suspense fallback={null}>
                          <LineChart times={chart.times} series={chart.series} unit={chart.unit} />
                        </Suspense>
                      </ChartSpace>
                    ) : (
                      <Quiet>Nothing reported over this span.</Quiet>
                    )}
                  </figure>
                ))}
              </Charts>
              <Table aria-label={`Latest figures of ${answer.remote}`}>
                <thead>
                  <tr>
                    <th>Release</th>
                    <th>Page views</th>
                    {METRICS.map((metric) => (
                      <th key={metric.key}>{metric.title.split(':')[0]}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {answer.releases.map((release) => (
                    <tr key={release.role}>
                      <td data-label="Release">
                        {ROLE_LABEL[release.role]} {release.version}
                      </td>
                      <td data-label="Page views">
                        {release.points.reduce((sum, point) => sum + point.views, 0)}
                      </td>
                      {METRICS.map((metric) => {
                        const value = latest(release, metric.key);
                        return (
                          <td key={metric.key} data-label={metric.title.split(':')[0]}>
                            {value === null ? '—' : metric.unit(value)}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </Table>
              <h3>Most frequent errors</h3>
              {answer.releases.some((release) => release.topErrors.length > 0) ? (
                <Table aria-label={`Most frequent errors of ${answer.remote}`}>
                  <thead>
                    <tr>
                      <th>Release</th>
                      <th>Error</th>
                      <th>Screen</th>
                      <th>Times</th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.releases.flatMap((release) =>
                      release.topErrors.map((error) => (
                        <tr key={`${release.role}-${error.kind}-${error.route}-${error.message}`}>
                          <td data-label="Release">
                            {ROLE_LABEL[release.role]} {release.version}
                          </td>
                          <td data-label="Error">
                            {error.kind === 'rejection' ? 'Unhandled rejection: ' : ''}
                            {error.message}
                          </td>
                          <td data-label="Screen">{error.route}</td>
                          <td data-label="Times">{error.count}</td>
                        </tr>
                      )),
                    )}
                  </tbody>
                </Table>
              ) : (
                <p>No errors reported.</p>
              )}
            </>
          )
        }
      </Loaded>
    </Section>
  );
}
