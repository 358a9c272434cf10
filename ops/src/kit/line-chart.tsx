import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  color: string;
  dashed?: boolean;
  /** One value per time, null where nothing was reported. */
  values: (number | null)[];
}

/**
 * A small line chart of values over time (uPlot, drawn on a canvas): the caller gives the
 * figures in words beside it, for whoever cannot see the lines.
 */
export default function LineChart({
  times,
  series,
  unit,
  height = 180,
}: {
  /** Seconds since the epoch, ascending. */
  times: number[];
  series: ChartSeries[];
  unit: (value: number) => string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot(
      {
        width: Math.max(240, element.clientWidth),
        height,
        legend: { show: true, live: false },
        cursor: { y: false },
        scales: {
          x: { time: true },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [{}, { values: (_u, ticks) => ticks.map(unit), size: 64 }],
        series: [
          {},
          ...series.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            spanGaps: false,
            points: { show: true, size: 4 },
            ...(line.dashed ? { dash: [6, 4] } : {}),
            value: (_u: uPlot, value: number | null) => (value === null ? '—' : unit(value)),
          })),
        ],
      },
      [times, ...series.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(240, element.clientWidth), height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [times, series, unit, height]);

  return <div ref={box} aria-hidden="true" />;
}
