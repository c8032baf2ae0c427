import { useEffect, useRef, useState } from 'react';
import { formatCount } from '../../../format/count';
import { shortDayTitle } from '../../activity/calendar-day';
import { frequencyTicks, type WeekCount } from '../weekly-frequency';
import * as styles from './FrequencyLineChart.css';

/**
 * Plot margins, room for the axis labels, in ems of the labels' text (12 px at the browser's
 * default size: 12, 24, 24 and 32 px), so that with large text a label stays inside the chart's
 * box instead of running past it and past a phone's screen.
 */
const MARGIN_EM = { top: 1, right: 2, bottom: 2, left: 8 / 3 };
/**
 * About the width of one character of a count on the left ('0' to '9', ','), in ems: the left
 * margin grows to fit the longest count ('2,500'), so that it stays inside the chart's box.
 */
const COUNT_CHARACTER_EM = 0.65;
/** The space between a count and the plot, in CSS pixels. */
const COUNT_GAP = 8;
/** About the width one 'Nov 15' label needs before the next may follow, in ems. */
const LABEL_WIDTH_EM = 5;
const POINT_RADIUS = 4;

/** The box's size in CSS pixels, and its text size (the axis labels'), followed as they change. */
function useBoxSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0, em: 12 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      const em = parseFloat(getComputedStyle(element).fontSize) || 12;
      setSize({ width: Math.floor(width), height: Math.floor(height), em });
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
  const [frameRef, { width, height, em }] = useBoxSize<HTMLDivElement>();
  const ticks = frequencyTicks(Math.max(0, ...weeks.map((week) => week.count)));
  const top = ticks[ticks.length - 1] ?? 1;
  // the counts on the axis are written as every count is: 2,000, not 2000
  const tickLabels = ticks.map(formatCount);
  const longestLabel = Math.max(0, ...tickLabels.map((text) => text.length));
  const margin = {
    top: MARGIN_EM.top * em,
    right: MARGIN_EM.right * em,
    bottom: MARGIN_EM.bottom * em,
    left: Math.max(MARGIN_EM.left * em, longestLabel * COUNT_CHARACTER_EM * em + COUNT_GAP),
  };
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = Math.max(0, height - margin.top - margin.bottom);

  const x = (index: number) =>
    margin.left + (weeks.length <= 1 ? plotWidth / 2 : (index / (weeks.length - 1)) * plotWidth);
  const y = (count: number) => margin.top + plotHeight - (count / top) * plotHeight;

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
    Math.ceil((LABEL_WIDTH_EM * em * Math.max(1, weeks.length - 1)) / Math.max(1, plotWidth)),
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
          {ticks.map((tick, index) => (
            <g key={tick}>
              <line
                className={styles.gridLine}
                x1={margin.left}
                x2={margin.left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
              />
              <text
                className={styles.axisLabel}
                x={margin.left - COUNT_GAP}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {tickLabels[index]}
              </text>
            </g>
          ))}
          {points.map((point, index) =>
            (weeks.length - 1 - index) % labelEvery === 0 ? (
              <text
                key={point.weekStart}
                className={styles.axisLabel}
                x={point.cx}
                y={height - em / 3}
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
