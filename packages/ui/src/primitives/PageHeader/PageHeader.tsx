import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
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
 * The most lines a title may take with the actions beside it. A title that would wrap onto more
 * there, a tall narrow column beside a button, gets the header's whole width instead, with the
 * actions under it.
 */
const MOST_TITLE_LINES_BESIDE_ACTIONS = 2;

/** How many lines the heading takes (a line a little taller, for an emoji, counts as one). */
function linesOf(heading: HTMLElement) {
  const style = getComputedStyle(heading);
  const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
  return Math.round(heading.getBoundingClientRect().height / lineHeight);
}

/**
 * Places the actions, measuring the header as laid out without any earlier choice: beside the
 * title when they fit beside its longest word and the title then takes at most two lines, else
 * under it. Then, if laying them out side by side takes them onto more than one line (they do not
 * fit the header's width even under the title), stacks them, each as wide as the header, rather
 * than two on a line and one under them.
 */
function placeActions(group: HTMLElement, titles: HTMLElement) {
  group.removeAttribute(styles.underAttribute);
  group.removeAttribute(styles.stackedAttribute);
  const heading = titles.firstElementChild;
  const beside = group.getBoundingClientRect().top < titles.getBoundingClientRect().bottom - 1;
  if (
    beside &&
    heading instanceof HTMLElement &&
    linesOf(heading) > MOST_TITLE_LINES_BESIDE_ACTIONS
  ) {
    group.setAttribute(styles.underAttribute, '');
  }
  const boxes = actionItems(group).map((item) => item.getBoundingClientRect());
  const wraps = boxes.some((box, index) => index > 0 && box.top >= boxes[index - 1]!.bottom - 1);
  if (wraps) group.setAttribute(styles.stackedAttribute, '');
}

/**
 * Keeps the actions' layout right as the header's width, its title or the actions change. Placed
 * as the header mounts (before it is first painted), then again in the frame after a change: a
 * size that changed (a ResizeObserver) or words that changed at the same size (a
 * MutationObserver), both gathered into one placement a frame. Not in every render: each placement
 * lays the page out there and then, and a page that renders again as each of its answers arrives
 * would lay itself out once more inside each of those renders.
 */
function usePlacedActions(hasActions: boolean) {
  const groupRef = useRef<HTMLDivElement>(null);
  const titlesRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const group = groupRef.current;
    const titles = titlesRef.current;
    if (!hasActions || !group || !titles) return;
    placeActions(group, titles);
    let frame = 0;
    // a frame later, not inside the observer's own pass: the new layout resizes what it watches
    const placeInNextFrame = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => placeActions(group, titles));
    };
    const resizes = new ResizeObserver(placeInNextFrame);
    resizes.observe(group);
    resizes.observe(titles);
    if (group.parentElement) resizes.observe(group.parentElement);
    const changes = new MutationObserver(placeInNextFrame);
    const words = { childList: true, subtree: true, characterData: true };
    changes.observe(group, words);
    changes.observe(titles, words);
    return () => {
      resizes.disconnect();
      changes.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [hasActions]);
  return { groupRef, titlesRef };
}

/**
 * The header's row for a message about its actions: null for the moment before it is in the
 * page, undefined outside a header's actions.
 */
const MessageRowContext = createContext<HTMLElement | null | undefined>(undefined);

/**
 * A message about a page header's actions (a failed press's alert), given from inside the
 * actions: it shows on a row of its own under the title and the actions, as wide as the header,
 * so it reads across the page, and the title and the actions stay where they were when it comes
 * (what is under the header moves down, as under any alert). In the page's order it follows the
 * actions, so Tab goes from the action to the message. Outside a page header's actions it stands
 * where it is given. A header that opens with a message shows it once its row is there, not in
 * the actions first: an alert moved from one place to the other would enter the page twice, and
 * be read out twice.
 */
export function PageHeaderMessage({ children }: { children: ReactNode }) {
  const row = useContext(MessageRowContext);
  if (row === undefined) return <>{children}</>;
  return row ? createPortal(children, row) : null;
}

/**
 * The top of a page: its h1, a line of context and its main actions. The title and the actions
 * share a line whenever the actions fit beside the title's longest word and the title, wrapping
 * first in the rest of the line, then takes at most two lines: the actions keep their width at
 * the line's end. Otherwise the actions go under the title together, side by side if they fit
 * there, else each on its own line and as wide as the header. A message about the actions
 * (`PageHeaderMessage`) has a row of its own under both. The same on every screen.
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
  const { groupRef, titlesRef } = usePlacedActions(actions !== undefined);
  const [messageRow, setMessageRow] = useState<HTMLDivElement | null>(null);
  return (
    <header
      ref={ref}
      className={[styles.pageHeader, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <div ref={titlesRef} className={styles.titles}>
        <Heading level={1} size="3xl" className={styles.title}>
          {title}
        </Heading>
        {subtitle !== undefined ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {details !== undefined ? <div className={styles.details}>{details}</div> : null}
      </div>
      {actions !== undefined ? (
        <>
          <div ref={groupRef} className={styles.actions}>
            <MessageRowContext value={messageRow}>{actions}</MessageRowContext>
          </div>
          {/* empty, and not drawn, until an action puts its message here */}
          <div ref={setMessageRow} className={styles.messageRow} />
        </>
      ) : null}
    </header>
  );
}
