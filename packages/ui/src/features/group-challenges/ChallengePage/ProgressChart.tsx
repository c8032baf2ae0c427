import { format } from 'date-fns';
import * as styles from './ChallengePage.css';
import { datePositions, valueRange } from './progress-chart-scale';

export type ProgressChartProps = {
  /** What is measured, e.g. 'Weight'; names the picture. */
  measurementType: string;
  history: readonly { date: Date; value: number }[];
  /** A value as shown in the table, e.g. '80.0 kg'. */
  formatValue: (value: number) => string;
};

/** A position in the drawing, as a percentage of its box. */
const percent = (share: number) => `${Number((share * 100).toFixed(3))}%`;

/**
 * A small line chart of one measurement's history, oldest left: points at their dates' true
 * distance apart, on a range of round numbers at least 5 % of the values' size (its top and foot
 * labelled), so a small change draws small; the first and last dates under it. Loaded on its own
 * chunk; the table next to it carries the same dates and values for anyone who cannot see it,
 * so the labels are hidden from screen readers and the drawing is named by its first and last
 * values.
 */
export default function ProgressChart({
  measurementType,
  history,
  formatValue,
}: ProgressChartProps) {
  const { low, high } = valueRange(history.map((point) => point.value));
  const across = datePositions(history.map((point) => point.date));
  const points = history.map((point, index) => ({
    x: percent(across[index] ?? 0.5),
    y: percent((high - point.value) / (high - low)),
  }));
  const first = history[0];
  const last = history.at(-1);
  const day = (date: Date) => format(date, 'MMM d');
  const label =
    first && last
      ? `${measurementType} from ${formatValue(first.value)} on ${day(first.date)} to ${formatValue(last.value)} on ${day(last.date)}`
      : measurementType;
  return (
    <div className={styles.chart}>
      <div className={styles.chartValues} aria-hidden="true">
        <span>{formatValue(high)}</span>
        <span>{formatValue(low)}</span>
      </div>
      <svg className={styles.chartPlot} role="img" aria-label={label}>
        <line className={styles.chartGrid} x1="0" x2="100%" y1="0" y2="0" />
        <line className={styles.chartGrid} x1="0" x2="100%" y1="100%" y2="100%" />
        {points.slice(1).map((to, index) => {
          const from = points[index]!;
          return (
            <line
              key={index}
              className={styles.chartLine}
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
            />
          );
        })}
        {points.map((p, index) => (
          <circle key={index} className={styles.chartPoint} cx={p.x} cy={p.y} r={3.5} />
        ))}
      </svg>
      {first && last ? (
        <div className={styles.chartDates} aria-hidden="true">
          <span>{day(first.date)}</span>
          {last.date.getTime() === first.date.getTime() ? null : <span>{day(last.date)}</span>}
        </div>
      ) : null}
    </div>
  );
}
