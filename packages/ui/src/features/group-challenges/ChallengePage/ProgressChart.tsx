import { format } from 'date-fns';
import * as styles from './ChallengePage.css';
import { CHART_HEIGHT as HEIGHT, CHART_WIDTH as WIDTH } from './progress-chart-size';

export type ProgressChartProps = {
  /** What is measured, e.g. 'Weight'; names the picture. */
  measurementType: string;
  history: readonly { date: Date; value: number }[];
  /** A value as shown in the table, e.g. '80.0 kg'. */
  formatValue: (value: number) => string;
};

const PAD = 8;

/**
 * A small line chart of one measurement's history, oldest left. Loaded on its own chunk; the
 * table next to it carries the same dates and values for anyone who cannot see it.
 */
export default function ProgressChart({
  measurementType,
  history,
  formatValue,
}: ProgressChartProps) {
  const values = history.map((point) => point.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = history.map((point, index) => ({
    x: history.length === 1 ? WIDTH / 2 : PAD + (index * (WIDTH - 2 * PAD)) / (history.length - 1),
    y: max === min ? HEIGHT / 2 : HEIGHT - PAD - ((point.value - min) * (HEIGHT - 2 * PAD)) / span,
  }));
  const first = history[0];
  const last = history.at(-1);
  const label =
    first && last
      ? `${measurementType} from ${formatValue(first.value)} on ${format(first.date, 'MMM d')} to ${formatValue(last.value)} on ${format(last.date, 'MMM d')}`
      : measurementType;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      <polyline
        className={styles.chartLine}
        points={points.map((p) => `${p.x},${p.y}`).join(' ')}
      />
      {points.map((p, index) => (
        <circle key={index} className={styles.chartPoint} cx={p.x} cy={p.y} r={3} />
      ))}
    </svg>
  );
}
