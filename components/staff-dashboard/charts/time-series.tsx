import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { PAD, span, WIDTH, type Direction } from './frame';

const HEIGHT = 240;

export interface SeriesPoint {
  label: string;
  current: number;
  previous: number;
}

/**
 * Current period against the previous one, bucket by bucket: two lines over the same axis (the previous period's
 * bucket k under the current one's). Time runs in the reading direction. The table beside it carries the numbers.
 */
export function TimeSeriesChart({
  points,
  dir,
  format,
  labelledBy,
  legend,
}: {
  points: SeriesPoint[];
  dir: Direction;
  format: (v: number) => string;
  labelledBy: string;
  legend: { current: string; previous: string };
}) {
  const x = scalePoint<number>()
    .domain(points.map((_, k) => k))
    .range(span(dir))
    .padding(0.2);
  const values = points.flatMap((p) => [p.current, p.previous]);
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(1, ...values)])
    .nice(4)
    .range([HEIGHT - PAD.bottom, PAD.top]);
  const path = (pick: (p: SeriesPoint) => number) =>
    line<SeriesPoint>()
      .x((_, k) => x(k) ?? 0)
      .y((p) => y(pick(p)))(points) ?? '';
  const every = Math.max(1, Math.ceil(points.length / 6));
  const [axisStart, axisEnd] = span(dir);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT + 24}`}
      role="img"
      aria-labelledby={labelledBy}
      className="h-auto w-full"
      direction="ltr"
      data-chart="time-series"
    >
      {y.ticks(4).map((v) => (
        <g key={v}>
          <line x1={axisStart} x2={axisEnd} y1={y(v)} y2={y(v)} className="stroke-line" />
          <text
            x={dir === 'rtl' ? WIDTH - 4 : 4}
            y={y(v) + 4}
            textAnchor={dir === 'rtl' ? 'end' : 'start'}
            className="fill-muted text-[11px]"
          >
            {format(v)}
          </text>
        </g>
      ))}
      <path d={path((p) => p.previous)} fill="none" strokeWidth={2} strokeDasharray="5 4" className="stroke-accent" />
      <path d={path((p) => p.current)} fill="none" strokeWidth={2.5} className="stroke-primary" />
      {points.map((p, k) =>
        k % every === 0 ? (
          <text
            key={p.label}
            x={x(k)}
            y={HEIGHT - PAD.bottom + 18}
            textAnchor="middle"
            className="fill-muted text-[11px]"
          >
            {p.label}
          </text>
        ) : null,
      )}
      <g transform={`translate(0 ${HEIGHT + 12})`}>
        <Legend
          dir={dir}
          items={[
            { label: legend.current, className: 'stroke-primary', dashed: false },
            { label: legend.previous, className: 'stroke-accent', dashed: true },
          ]}
        />
      </g>
    </svg>
  );
}

function Legend({ dir, items }: { dir: Direction; items: { label: string; className: string; dashed: boolean }[] }) {
  return items.map((item, k) => {
    const at = PAD.side + k * 200;
    const x0 = dir === 'rtl' ? WIDTH - at : at;
    const x1 = dir === 'rtl' ? x0 - 24 : x0 + 24;
    const tx = dir === 'rtl' ? x1 - 6 : x1 + 6;
    return (
      <g key={item.label}>
        <line
          x1={x0}
          x2={x1}
          y1={0}
          y2={0}
          strokeWidth={2.5}
          strokeDasharray={item.dashed ? '5 4' : undefined}
          className={item.className}
        />
        <text x={tx} y={4} textAnchor={dir === 'rtl' ? 'end' : 'start'} className="fill-ink text-[12px]">
          {item.label}
        </text>
      </g>
    );
  });
}
