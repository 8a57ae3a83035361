import { scaleLinear } from 'd3-scale';
import { PAD, span, WIDTH, type Direction } from './frame';

const HEIGHT = 280;

export interface SeatPoint {
  id: number;
  daysToStart: number;
  /** Seats sold as a share of capacity, 0-100 (above 100 is drawn at the top). */
  fill: number;
  low: boolean;
  label: string;
}

/**
 * Seats: each upcoming program at its days to start (the axis runs in the reading direction: right to left in
 * Arabic) and its share of seats sold, the threshold as a line, programs below it in the warning colour.
 */
export function SeatsChart({
  points,
  dir,
  threshold,
  labelledBy,
  axis,
}: {
  points: SeatPoint[];
  dir: Direction;
  threshold: number;
  labelledBy: string;
  axis: { days: string; fill: string };
}) {
  const x = scaleLinear()
    .domain([0, Math.max(7, ...points.map((p) => p.daysToStart))])
    .nice(6)
    .range(span(dir));
  const y = scaleLinear()
    .domain([0, 100])
    .range([HEIGHT - PAD.bottom, PAD.top + 16]) // room above for the axis title
    .clamp(true);
  const [start, end] = span(dir);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
      role="img"
      aria-labelledby={labelledBy}
      className="h-auto w-full"
      direction="ltr"
      data-chart="seats"
    >
      {[0, 25, 50, 75, 100].map((v) => (
        <g key={v}>
          <line x1={start} x2={end} y1={y(v)} y2={y(v)} className="stroke-line" />
          <text
            x={dir === 'rtl' ? WIDTH - 4 : 4}
            y={y(v) + 4}
            textAnchor={dir === 'rtl' ? 'end' : 'start'}
            className="fill-muted text-[11px]"
          >
            {`${v}%`}
          </text>
        </g>
      ))}
      <line
        x1={start}
        x2={end}
        y1={y(threshold)}
        y2={y(threshold)}
        strokeDasharray="6 4"
        strokeWidth={1.5}
        className="stroke-seats-low"
      />
      {x.ticks(6).map((d) => (
        <text key={d} x={x(d)} y={HEIGHT - PAD.bottom + 18} textAnchor="middle" className="fill-muted text-[11px]">
          {d}
        </text>
      ))}
      <text x={(start + end) / 2} y={HEIGHT + 10} textAnchor="middle" className="fill-ink text-[12px]">
        {axis.days}
      </text>
      {points.map((p) => (
        <circle
          key={p.id}
          cx={x(p.daysToStart)}
          cy={y(Math.min(100, p.fill))}
          r={5}
          className={p.low ? 'fill-seats-low' : 'fill-secondary'}
          fillOpacity={0.8}
        >
          <title>{p.label}</title>
        </circle>
      ))}
      <text
        x={dir === 'rtl' ? WIDTH - 4 : 4}
        y={10}
        textAnchor={dir === 'rtl' ? 'end' : 'start'}
        className="fill-ink text-[12px]"
      >
        {axis.fill}
      </text>
    </svg>
  );
}
