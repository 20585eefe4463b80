import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatPence } from '../../../../shared/money';
import type { AnalyticsDay, AnalyticsReport } from '../../../../shared/admin/analytics';
import { ymdToGb } from './admin-ui';

type Figure = keyof Omit<AnalyticsDay, 'day'>;
type Tone = 'accent' | 'success' | 'danger' | 'ink-muted' | 'line';

interface Line {
  key: Figure;
  label: string;
  tone: Tone;
  /** A dashed line, so two lines of one chart differ by more than their colour. */
  dashed?: boolean;
}

interface ChartSpec {
  title: string;
  money?: boolean;
  lines: Line[];
}

/** The tab's charts: one idea each, amounts kept apart from counts so both scales read. */
export const analyticsCharts: ChartSpec[] = [
  { title: 'Requests', lines: [{ key: 'requests', label: 'Requests', tone: 'accent' }] },
  {
    title: 'Tips, fees and payouts',
    money: true,
    lines: [
      { key: 'tips', label: 'Tips', tone: 'accent' },
      { key: 'fees', label: 'Fees', tone: 'success', dashed: true },
      { key: 'payouts', label: 'Payouts', tone: 'ink-muted' },
    ],
  },
  {
    title: 'Musicians',
    lines: [
      { key: 'active_musicians', label: 'Active musicians', tone: 'accent' },
      { key: 'signups', label: 'New sign-ups', tone: 'success', dashed: true },
    ],
  },
  { title: 'Monthly recurring revenue', money: true, lines: [{ key: 'mrr', label: 'MRR', tone: 'accent' }] },
  {
    title: 'Trials and churn',
    lines: [
      { key: 'trials_ended', label: 'Trials ended', tone: 'ink-muted' },
      { key: 'trials_converted', label: 'Trials converted', tone: 'success', dashed: true },
      { key: 'churned', label: 'Churned', tone: 'danger' },
    ],
  },
];

const colour = (tone: Tone) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--color-${tone}`).trim() || '#888';

const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const show = (money: boolean | undefined, value: number) => (money ? formatPence(value) : String(value));

/** What a screen reader hears instead of the drawing: each line's total (or last value) and its peak. */
export function chartSummary(spec: ChartSpec, days: AnalyticsDay[]): string {
  return spec.lines
    .map(({ key, label }) => {
      const isMoney = spec.money;
      const peak = days.reduce((best, day) => (day[key] > best[key] ? day : best), days[0]!);
      if (days.every((day) => day[key] === 0)) return `${label}: none`;
      if (key === 'mrr') {
        return `${label} ${show(isMoney, days.at(-1)![key])} on the last day, highest ${show(isMoney, peak[key])} on ${ymdToGb(peak.day)}`;
      }
      const total = days.reduce((sum, day) => sum + day[key], 0);
      return `${label} ${show(isMoney, total)} in all, most on ${ymdToGb(peak.day)} (${show(isMoney, peak[key])})`;
    })
    .join('. ')
    .concat('.');
}

function Chart({ spec, days }: { spec: ChartSpec; days: AnalyticsDay[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const summaryId = useId();

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const ink = colour('ink-muted');
    const grid = colour('line');
    const format = (value: number | null) => (value === null ? '—' : show(spec.money, value));
    const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: 220,
        // Days are UTC days, as the server counts them.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(max, spec.money ? 100 : 1)] } },
        // The legend names the lines; the values under the cursor are in the table for everyone.
        legend: { live: false },
        axes: [
          { ...axis, values: (_u, splits) => splits.map((seconds) => shortDay.format(new Date(seconds * 1000))) },
          {
            ...axis,
            size: spec.money ? 70 : 40,
            values: (_u, splits) => splits.map((value) => (Number.isInteger(value) ? format(value) : '')),
          },
        ],
        series: [
          {
            value: (_u, seconds) =>
              seconds == null ? '—' : ymdToGb(new Date(seconds * 1000).toISOString().slice(0, 10)),
          },
          ...spec.lines.map((line) => ({
            label: line.label,
            stroke: colour(line.tone),
            width: 2,
            ...(line.dashed ? { dash: [6, 4] } : {}),
            points: { show: days.length <= 31 },
            value: (_u: uPlot, value: number | null) => format(value),
          })),
        ],
      },
      [
        days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
        ...spec.lines.map((line) => days.map((day) => day[line.key])),
      ],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [spec, days]);

  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      className="min-w-0 rounded-card border border-line bg-surface p-4"
    >
      <figcaption id={titleId} className="font-semibold text-ink">
        {spec.title}
      </figcaption>
      <p id={summaryId} className="mt-1 text-sm text-ink-muted">
        {chartSummary(spec, days)}
      </p>
      {/* The drawing adds nothing a screen reader can use: the summary and the table say it all. */}
      <div ref={frame} aria-hidden="true" className="analytics-chart mt-3 min-w-0 text-ink-muted" />
    </figure>
  );
}

/** uPlot's charts of the report, loaded as their own chunk only when the Analytics tab opens. */
export default function AnalyticsCharts({ report }: { report: AnalyticsReport }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {analyticsCharts.map((spec) => (
        <Chart key={spec.title} spec={spec} days={report.days} />
      ))}
    </div>
  );
}
