import { Fragment, type ReactNode } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import * as styles from './DropdownMenu.css';

export const menuItemTones = ['neutral', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export type MenuAction = {
  type?: 'item';
  label: ReactNode;
  onSelect: () => void;
  /** 'danger' for destructive actions (Delete, Remove member). */
  tone?: MenuItemTone;
  disabled?: boolean;
  /** A decorative icon before the label. */
  icon?: ReactNode;
};
export type MenuSeparator = { type: 'separator' };
export type MenuLabel = { type: 'label'; label: ReactNode };
export type MenuRadioGroup = {
  type: 'radio-group';
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: ReactNode; disabled?: boolean }[];
};
export type MenuEntry = MenuAction | MenuSeparator | MenuLabel | MenuRadioGroup;

export type DropdownMenuProps = {
  /** The button that opens the menu (rendered as the Radix trigger via asChild). */
  trigger: ReactNode;
  items: readonly MenuEntry[];
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** A menu of actions behind a button (Radix DropdownMenu): arrows, typeahead, Escape. */
export function DropdownMenu({
  trigger,
  items,
  align = 'start',
  open,
  defaultOpen,
  onOpenChange,
}: DropdownMenuProps) {
  return (
    <MenuPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <MenuPrimitive.Trigger asChild>{trigger}</MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content className={styles.content} align={align} sideOffset={4}>
          {items.map((entry, index) => (
            <Fragment key={index}>{renderEntry(entry)}</Fragment>
          ))}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}

function renderEntry(entry: MenuEntry) {
  switch (entry.type) {
    case 'separator':
      return <MenuPrimitive.Separator className={styles.separator} />;
    case 'label':
      return <MenuPrimitive.Label className={styles.label}>{entry.label}</MenuPrimitive.Label>;
    case 'radio-group':
      return (
        <MenuPrimitive.RadioGroup value={entry.value} onValueChange={entry.onValueChange}>
          {entry.options.map((option) => (
            <MenuPrimitive.RadioItem
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className={styles.item({ tone: 'neutral' })}
            >
              <MenuPrimitive.ItemIndicator className={styles.itemIcon}>
                <svg viewBox="0 0 16 16" aria-hidden="true">
                  <circle cx="8" cy="8" r="3.5" fill="currentColor" />
                </svg>
              </MenuPrimitive.ItemIndicator>
              {option.label}
            </MenuPrimitive.RadioItem>
          ))}
        </MenuPrimitive.RadioGroup>
      );
    default:
      return (
        <MenuPrimitive.Item
          className={styles.item({ tone: entry.tone ?? 'neutral' })}
          disabled={entry.disabled}
          onSelect={entry.onSelect}
        >
          {entry.icon ? (
            <span className={styles.itemIcon} aria-hidden="true">
              {entry.icon}
            </span>
          ) : null}
          {entry.label}
        </MenuPrimitive.Item>
      );
  }
}
