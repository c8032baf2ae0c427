/** The progress chart's drawing box; the chart is as wide as its card and keeps these proportions. */
export const CHART_WIDTH = 300;
export const CHART_HEIGHT = 100;
