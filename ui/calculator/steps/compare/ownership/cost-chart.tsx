/**
 * Cumulative cost by month, one line per compared vehicle and one for keeping the current car: hand-written SVG
 * paths, no charting library (decisions/0011). The chart is one image with a name; its numbers are in the table
 * beside it (`CostTable`). Each line has its own dash pattern and point marker (every 6 months and at the end), and
 * a key below the chart shows a sample of both beside the line's name, so it reads without colour and on a
 * black-and-white print; the current car's line is solid and in the text colour. A ring and a guide down to the
 * month axis mark each pay-off month. The names are in the key, in the page's own text, not on the lines: drawn at
 * the lines' ends they crossed other lines and each other when totals were close, and shrank with the chart.
 * The viewBox scales the chart to its container's width; a narrow calculator (a phone) gets a narrower viewBox, so
 * the axes' text is drawn near its own size there instead of shrunk by the scaling.
 */
import { useStyles } from '#components/styles/use-styles.ts';
import { formatPrice } from '../../../format/money.ts';
import type { CostLine, CostOverTime } from '../../../state/ownership/index.ts';
import { ownershipStyles } from '../../../styles/ownership-styles.ts';

/** Props of `CostChart`. */
export interface CostChartProps {
  series: CostOverTime;
  /** Drawn for a narrow calculator: a narrower viewBox, so its text stays legible; default false. */
  narrow?: boolean;
  /** The accessible name: "Cumulative cost by month over 36 months". */
  name: string;
}

/** The viewBox's width on a wide calculator, and on a narrow one (about a phone's content width, 1:1). */
const wideWidth = 440;
const narrowWidth = 290;
const height = 280;
const plot = { left: 64, top: 16, bottom: height - 28 };
const markerRadius = 4;

type MarkerShape = (x: number, y: number) => string;
const r = markerRadius;
const markerShapes: readonly MarkerShape[] = [
  (x, y) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`, // circle
  (x, y) => `M${x - r} ${y - r}h${2 * r}v${2 * r}h${-2 * r}z`, // square
  (x, y) => `M${x} ${y - r - 1}l${r + 1} ${2 * r + 1}h${-2 * r - 2}z`, // triangle
  (x, y) => `M${x} ${y - r - 1}l${r + 1} ${r + 1}l${-r - 1} ${r + 1}l${-r - 1} ${-r - 1}z`, // diamond
  (x, y) => `M${x} ${y + r + 1}l${r + 1} ${-2 * r - 1}h${-2 * r - 2}z`, // triangle pointing down
  (x, y) => `M${x - r} ${y - r}l${2 * r} ${2 * r}m0 ${-2 * r}l${-2 * r} ${2 * r}`, // cross
  (x, y) => `M${x - r - 1} ${y}h${2 * r + 2}m${-r - 1} ${-r - 1}v${2 * r + 2}`, // plus
];
/** The current car first (solid, the text colour), then each vehicle (up to six: the calculator's most). */
const lineLooks: readonly { colour: string; dash?: string }[] = [
  { colour: 'var(--_text)' },
  { colour: 'var(--_primary)', dash: '8 4' },
  { colour: 'var(--_success)', dash: '2 3' },
  { colour: 'var(--_focus)', dash: '12 4 3 4' },
  { colour: 'var(--_text-muted)', dash: '6 6' },
  { colour: 'var(--_danger)', dash: '2 6' },
  { colour: 'var(--_primary-hover)', dash: '14 4 2 4 2 4' },
];

/** A coordinate to one decimal place: short paths. */
const at = (value: number) => Math.round(value * 10) / 10;

/** A round step giving about four gaps up to `max`: 1, 2, 2.5 or 5 times a power of ten. */
function roundStep(max: number): number {
  const raw = max / 4;
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
}

/** Month ticks every 6 months up to 2 years, else every 12, and the last month when it is not too close. */
function monthTicks(months: number): number[] {
  const step = months <= 24 ? 6 : 12;
  const ticks = Array.from({ length: Math.floor(months / step) + 1 }, (_, i) => i * step);
  const last = ticks[ticks.length - 1] ?? 0;
  return months - last >= step / 2 ? [...ticks, months] : ticks;
}

/** A line's look: its colour and dash pattern, and its marker's shape. */
const lookOf = (index: number) => ({
  ...(lineLooks[index % lineLooks.length] ?? { colour: 'var(--_text)' }),
  shape: markerShapes[index % markerShapes.length] ?? (markerShapes[0] as MarkerShape),
});

/** The chart. */
export function CostChart({ series, name, narrow = false }: CostChartProps) {
  const width = narrow ? narrowWidth : wideWidth;
  const right = width - 12;
  useStyles(ownershipStyles);
  const lines = [series.current, ...series.vehicles];
  // Every line rises to its total (cumulative costs never fall), so the highest total is the top of the chart.
  const highest = Math.max(0, ...lines.map((line) => line.total));
  const step = roundStep(highest);
  const yTop = Math.max(step, Math.ceil(highest / step) * step);
  const x = (month: number) => at(plot.left + (month / series.months) * (right - plot.left));
  const y = (pounds: number) => at(plot.bottom - (pounds / yTop) * (plot.bottom - plot.top));
  const pounds = Array.from({ length: Math.round(yTop / step) + 1 }, (_, i) => i * step);
  // Every 6 months and at the line's own end: a shorter agreement's line stops at its term.
  const markerMonths = (line: CostLine) =>
    line.cumulative.map((_, month) => month).filter((month) => month % 6 === 0 || month === line.months);
  return (
    <div className="calc-cost-chart-figure">
      <svg className="calc-cost-chart" role="img" aria-label={name} viewBox={`0 0 ${width} ${height}`}>
        {pounds.map((value) => (
          <g key={value}>
            <path className="calc-cost-chart__grid" d={`M${plot.left} ${y(value)}H${right}`} />
            <text x={plot.left - 6} y={y(value) + 4} textAnchor="end">
              {formatPrice(value)}
            </text>
          </g>
        ))}
        {monthTicks(series.months).map((month) => (
          <text key={month} x={x(month)} y={plot.bottom + 18} textAnchor="middle">
            {month}
          </text>
        ))}
        <path className="calc-cost-chart__axis" d={`M${plot.left} ${plot.top}V${plot.bottom}H${right}`} />
        {lines.map((line, index) => {
          const look = lookOf(index);
          return (
            <g key={index === 0 ? 'current' : `vehicle ${series.vehicles[index - 1]?.id}`}>
              <path
                className={
                  index === 0 ? 'calc-cost-chart__line calc-cost-chart__line--current' : 'calc-cost-chart__line'
                }
                d={`M${line.cumulative.map((value, month) => `${x(month)} ${y(value)}`).join(' ')}`}
                strokeDasharray={look.dash}
                style={{ stroke: look.colour }}
              />
              <path
                className="calc-cost-chart__markers"
                d={markerMonths(line)
                  .map((month) => look.shape(x(month), y(line.cumulative[month] ?? 0)))
                  .join('')}
                style={{ fill: look.colour, stroke: look.colour }}
              />
            </g>
          );
        })}
        {series.vehicles.flatMap(({ id, payOffMonth, cumulative }) => {
          if (payOffMonth === null) return [];
          const [px, py] = [x(payOffMonth), y(cumulative[payOffMonth] ?? 0)];
          return [
            <path
              key={id}
              className="calc-cost-chart__pay-off"
              data-month={payOffMonth}
              d={`M${px} ${plot.bottom}V${py + 7}M${px - 7} ${py}a7 7 0 1 0 14 0a7 7 0 1 0 -14 0`}
            />,
          ];
        })}
      </svg>
      {/* Part of the image: a screen reader has its name, and the table its figures. */}
      <ul className="calc-cost-chart__legend" aria-hidden="true">
        {lines.map((line, index) => {
          const look = lookOf(index);
          return (
            <li key={index === 0 ? 'current' : `vehicle ${series.vehicles[index - 1]?.id}`}>
              <svg className="calc-cost-chart__sample" viewBox="0 0 36 12" width="36" height="12" aria-hidden="true">
                <path
                  className={
                    index === 0 ? 'calc-cost-chart__line calc-cost-chart__line--current' : 'calc-cost-chart__line'
                  }
                  d="M1 6H35"
                  strokeDasharray={look.dash}
                  style={{ stroke: look.colour }}
                />
                <path
                  className="calc-cost-chart__key"
                  d={look.shape(18, 6)}
                  style={{ fill: look.colour, stroke: look.colour }}
                />
              </svg>
              <span className="calc-cost-chart__label">{line.label}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
