import { SkeletonShape } from '../../primitives/Skeleton';

/** The classes of the ranked list the placeholder stands for. */
export type RankedRowsClasses = {
  /** The list. */
  list: string;
  /** One row: rank, photo, then the name over the figure. */
  entry: string;
  /** The name and the figure, one over the other. */
  who: string;
  /** The figure's line (points, workouts), in its smaller type. */
  figure: string;
};

export type RankedRowsSkeletonProps = {
  /** As many rows as the list will show. */
  rows: number;
  classes: RankedRowsClasses;
  /** The figure's bar, as a share of the row's text (default 30%). */
  figureWidth?: string;
};

/**
 * Placeholder rows for a ranked list of people (the leaderboard card, the monthly warriors): a
 * disc for the rank, one for the photo, a bar for the name over a shorter one for the figure.
 * Built with the list's own classes, so they are as tall as the rows to come and the list keeps
 * its height when they arrive. Put it inside a `Skeleton`, which says what is loading.
 */
export function RankedRowsSkeleton({
  rows,
  classes,
  figureWidth = '30%',
}: RankedRowsSkeletonProps) {
  return (
    <div className={classes.list}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={classes.entry}>
          <SkeletonShape shape="circle" size="sm" />
          <SkeletonShape shape="circle" size="sm" />
          <span className={classes.who}>
            <SkeletonShape width="60%" />
            <span className={classes.figure}>
              <SkeletonShape width={figureWidth} />
            </span>
          </span>
        </div>
      ))}
    </div>
  );
}
