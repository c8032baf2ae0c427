import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Heading } from '../Heading/Heading';
import * as styles from './PageHeader.css';

export type PageHeaderProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The page's one h1, e.g. 'Your Challenges'. */
  title: ReactNode;
  subtitle?: ReactNode;
  /**
   * A row of facts about what the page shows, under the subtitle and part of the header (a
   * challenge's dates and tags), so the page's content keeps its distance below it.
   */
  details?: ReactNode;
  /** The page's main actions, e.g. a 'Log Workout' button. */
  actions?: ReactNode;
  ref?: Ref<HTMLElement>;
};

/**
 * The actions themselves: the group's children, or the children of a row that wraps passed as
 * the one element (buttons in an `Inline`). One action of several parts (a button with its
 * message under it) is one action.
 */
function actionItems(group: HTMLElement) {
  const only = group.children.length === 1 ? group.firstElementChild : null;
  const style = only ? getComputedStyle(only) : null;
  const row = style?.display === 'flex' && style.flexWrap === 'wrap';
  return [...(row && only ? only.children : group.children)].filter(
    (item) => item.getClientRects().length > 0,
  );
}

/**
 * Lays the actions out side by side, and if that takes them onto more than one line (they do
 * not fit the header's width even under the title), stacks them, each as wide as the header,
 * rather than two on a line and one under them.
 */
function placeActions(group: HTMLElement) {
  group.removeAttribute(styles.stackedAttribute);
  const boxes = actionItems(group).map((item) => item.getBoundingClientRect());
  const wraps = boxes.some((box, index) => index > 0 && box.top >= boxes[index - 1]!.bottom - 1);
  if (wraps) group.setAttribute(styles.stackedAttribute, '');
}

/** Keeps the actions' layout right as the header's width or the actions themselves change. */
function usePlacedActions(hasActions: boolean) {
  const groupRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const group = groupRef.current;
    if (!hasActions || !group) return;
    placeActions(group);
    // a frame later, not inside the observer's own pass: the new layout resizes what it watches
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => placeActions(group));
    });
    observer.observe(group);
    if (group.parentElement) observer.observe(group.parentElement);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  });
  return groupRef;
}

/**
 * The top of a page: its h1, a line of context and its main actions. The title and the actions
 * share a line whenever the actions fit beside the title's longest word: the actions keep their
 * width at the line's end and the title takes the rest, wrapping first. Otherwise the actions go
 * under the title together, side by side if they fit there, else each on its own line and as
 * wide as the header. The same on every screen.
 */
export function PageHeader({
  title,
  subtitle,
  details,
  actions,
  className,
  ref,
  ...rest
}: PageHeaderProps) {
  const actionsRef = usePlacedActions(actions !== undefined);
  return (
    <header
      ref={ref}
      className={[styles.pageHeader, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <div className={styles.titles}>
        <Heading level={1} size="3xl" className={styles.title}>
          {title}
        </Heading>
        {subtitle !== undefined ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {details !== undefined ? <div className={styles.details}>{details}</div> : null}
      </div>
      {actions !== undefined ? (
        <div ref={actionsRef} className={styles.actions}>
          {actions}
        </div>
      ) : null}
    </header>
  );
}
