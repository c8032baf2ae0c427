import { useEffect, useRef, useState } from 'react';
import { shortDayTitle } from '../../activity/calendar-day';
import { frequencyTicks, type WeekCount } from '../weekly-frequency';
import * as styles from './FrequencyLineChart.css';

// Plot margins in the SVG's own units (CSS pixels of the measured box): room for the axis labels.
const MARGIN = { top: 12, right: 24, bottom: 24, left: 32 };
/** About the width one 'Nov 15' label needs before the next may follow. */
const LABEL_WIDTH = 60;
const POINT_RADIUS = 4;

function useBoxSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize({ width: Math.floor(width), height: Math.floor(height) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

export type FrequencyLineChartProps = {
  weeks: readonly WeekCount[];
  /** Names the chart for screen readers; the summary and the table say the numbers. */
  label: string;
  /** The id of the text that summarises the chart. */
  describedBy?: string;
};

/**
 * A token-styled SVG line chart of workouts per week, drawn at the box's measured size so lines
 * and labels stay crisp from a phone to a desktop. Loaded lazily (its own chunk).
 */
export default function FrequencyLineChart({ weeks, label, describedBy }: FrequencyLineChartProps) {
  const [frameRef, { width, height }] = useBoxSize<HTMLDivElement>();
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const ticks = frequencyTicks(Math.max(0, ...weeks.map((week) => week.count)));
  const top = ticks[ticks.length - 1] ?? 1;

  const x = (index: number) =>
    MARGIN.left + (weeks.length <= 1 ? plotWidth / 2 : (index / (weeks.length - 1)) * plotWidth);
  const y = (count: number) => MARGIN.top + plotHeight - (count / top) * plotHeight;

  const points = weeks.map((week, index) => ({ ...week, cx: x(index), cy: y(week.count) }));
  const linePath = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${point.cx},${point.cy}`)
    .join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  const areaPath = first && last ? `${linePath} L${last.cx},${y(0)} L${first.cx},${y(0)} Z` : '';
  // label every nth week, counted back from this week so the latest is always named
  const labelEvery = Math.max(
    1,
    Math.ceil((LABEL_WIDTH * Math.max(1, weeks.length - 1)) / Math.max(1, plotWidth)),
  );

  return (
    <div ref={frameRef} className={styles.frame}>
      {width > 0 && height > 0 ? (
        <svg
          className={styles.svg}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={label}
          aria-describedby={describedBy}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                className={styles.gridLine}
                x1={MARGIN.left}
                x2={MARGIN.left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
              />
              <text
                className={styles.axisLabel}
                x={MARGIN.left - 8}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {tick}
              </text>
            </g>
          ))}
          {points.map((point, index) =>
            (weeks.length - 1 - index) % labelEvery === 0 ? (
              <text
                key={point.weekStart}
                className={styles.axisLabel}
                x={point.cx}
                y={height - 4}
                textAnchor="middle"
              >
                {shortDayTitle(point.weekStart)}
              </text>
            ) : null,
          )}
          <path className={styles.area} d={areaPath} />
          <path className={styles.line} d={linePath} />
          {points.map((point) => (
            <circle
              key={point.weekStart}
              className={styles.point}
              cx={point.cx}
              cy={point.cy}
              r={POINT_RADIUS}
            />
          ))}
        </svg>
      ) : null}
    </div>
  );
}
