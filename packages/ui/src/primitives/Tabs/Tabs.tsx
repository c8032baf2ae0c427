import { useLayoutEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import * as styles from './Tabs.css';

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

/**
 * Scrolls the root's tab list sideways, not the page, so that its selected tab is whole and clear
 * of the faded edges (the list's scroll padding).
 */
function showSelectedTab(root: HTMLElement | null) {
  const tab = root?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  const list = tab?.closest<HTMLElement>('[role="tablist"]');
  if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
  const style = getComputedStyle(list);
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const start = listBox.left + (parseFloat(style.scrollPaddingLeft) || 0);
  const end = listBox.right - (parseFloat(style.scrollPaddingRight) || 0);
  if (tabBox.left < start) list.scrollLeft -= start - tabBox.left;
  else if (tabBox.right > end) list.scrollLeft += tabBox.right - end;
}

/**
 * Compound parts, for tabs whose panels are laid out by the caller. A list that scrolls sideways
 * (a phone) shows its selected tab whole, also when the page opens on a later tab (from its
 * address) or the tab is chosen without focus moving to it (Back).
 */
export function TabsRoot({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  const root = useRef<HTMLDivElement>(null);
  const selected = props.value ?? props.defaultValue;
  useLayoutEffect(() => showSelectedTab(root.current), [selected]);
  return <TabsPrimitive.Root ref={root} className={join(styles.root, className)} {...props} />;
}
/**
 * The row of tabs, its line under it as wide as the page's content. The first tab's label lines
 * up with the page's left edge: the row starts a tab's padding further out, in the page's margin.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <div className={styles.listLine}>
      <TabsPrimitive.List className={join(styles.list, className)} {...props} />
    </div>
  );
}
/**
 * A tab. Pressed with a pointer it takes focus from a script (Radix focuses it on mousedown), and
 * Chrome then draws the keyboard's focus ring whenever the focus before it came from a script
 * too (a page that focused its main region on arrival): the tab is marked as pressed until a key
 * is pressed on it or it loses focus, and a pressed tab draws no ring.
 */
export function TabsTrigger({
  className,
  onMouseDown,
  onKeyDown,
  onBlur,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={join(styles.trigger, className)}
      onMouseDown={(event) => {
        event.currentTarget.dataset.pressed = '';
        onMouseDown?.(event);
      }}
      onKeyDown={(event) => {
        delete event.currentTarget.dataset.pressed;
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        delete event.currentTarget.dataset.pressed;
        onBlur?.(event);
      }}
      {...props}
    />
  );
}
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={join(styles.content, className)} {...props} />;
}

export type TabItem = {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  items: readonly TabItem[];
  /** What the tab list is about, for screen readers (e.g. 'Challenge views'). */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
};

/**
 * Tabs from a list of items (Radix Tabs): arrow keys move between tabs, Home/End jump,
 * and the active tab is styled through `data-state="active"`.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <TabsRoot
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      className={className}
    >
      <TabsList aria-label={label}>
        {items.map((item) => (
          <TabsTrigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {items.map((item) => (
        <TabsContent key={item.value} value={item.value}>
          {item.content}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}
