import { scaleLinear } from 'd3-scale';
import { WIDTH, type Direction } from './frame';

const ROW = 30;
const LABEL = 180;
const VALUE = 110;

export interface Bar {
  label: string;
  value: number;
  /** The previous period's value, drawn as a thin bar under the current one. */
  compare?: number;
  /** Drawn in the warning colour (a program below its threshold, failures). */
  warn?: boolean;
}

/**
 * Horizontal bars, one row each, growing from the reading start (the right in Arabic), the label before the bar and
 * the value after it. Negative values (credit notes above invoices) are drawn as zero-length bars; the value shows.
 */
export function BarChart({
  bars,
  dir,
  format,
  labelledBy,
}: {
  bars: Bar[];
  dir: Direction;
  format: (v: number) => string;
  labelledBy: string;
}) {
  const max = Math.max(1, ...bars.flatMap((b) => [b.value, b.compare ?? 0]));
  const length = scaleLinear()
    .domain([0, max])
    .range([0, WIDTH - LABEL - VALUE])
    .clamp(true);
  const height = Math.max(1, bars.length) * ROW + 8;
  const at = (x: number) => (dir === 'rtl' ? WIDTH - x : x);
  const barX = (w: number) => (dir === 'rtl' ? WIDTH - LABEL - w : LABEL);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={labelledBy}
      className="h-auto w-full"
      direction="ltr"
      data-chart="bars"
    >
      {bars.map((b, k) => {
        const y = k * ROW + 4;
        const w = length(Math.max(0, b.value));
        return (
          <g key={`${b.label}-${k}`}>
            <text
              x={at(LABEL - 8)}
              y={y + 15}
              textAnchor={dir === 'rtl' ? 'start' : 'end'}
              className="fill-ink text-[12px]"
            >
              {b.label.length > 26 ? `${b.label.slice(0, 25)}…` : b.label}
            </text>
            <rect
              x={barX(w)}
              y={y + 3}
              width={w}
              height={b.compare === undefined ? 18 : 13}
              rx={2}
              className={b.warn ? 'fill-seats-low' : 'fill-primary'}
            />
            {b.compare !== undefined && (
              <rect
                x={barX(length(Math.max(0, b.compare)))}
                y={y + 18}
                width={length(Math.max(0, b.compare))}
                height={5}
                rx={1}
                className="fill-accent"
              />
            )}
            <text
              x={at(LABEL + w + 6)}
              y={y + 15}
              textAnchor={dir === 'rtl' ? 'end' : 'start'}
              className="fill-muted text-[12px]"
            >
              {format(b.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
