import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Button } from '../../../primitives/Button';
import { DropdownMenu } from '../../../primitives/DropdownMenu';
import { adminSections, type AdminSection } from '../admin-nav';

export type AdminSectionMenuProps = {
  /** The section on screen: named on the button, checked in the menu. */
  current: AdminSection;
  /** Where a chosen section goes. */
  onNavigate: (to: string) => void;
  /** Open at once: the button was pressed before this code had arrived. */
  defaultOpen: boolean;
  /**
   * The plain button this one replaces: if it has keyboard focus, this one is given it, so a
   * keyboard user's place is kept.
   */
  standIn: RefObject<HTMLButtonElement | null>;
};

/**
 * The admin sections as a phone's menu (Radix DropdownMenu: arrows, typeahead, Escape), behind
 * 'Admin menu: <section>'. Code of its own: the menu and its positioning (about 16 KB gzipped)
 * are needed only once it is opened, and only on a phone.
 */
export function AdminSectionMenu({
  current,
  onNavigate,
  defaultOpen,
  standIn,
}: AdminSectionMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  // read as it first renders, while the plain button is still on screen (the browser blurs a
  // focused element it removes); an opening menu takes focus itself
  const [takeFocus] = useState(
    () => !defaultOpen && standIn.current !== null && standIn.current === document.activeElement,
  );
  useLayoutEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);
  // another section on screen (chosen here, or reached by the browser's Back) closes the menu
  const [open, setOpen] = useState(defaultOpen);
  const [shownSection, setShownSection] = useState(current.to);
  if (current.to !== shownSection) {
    setShownSection(current.to);
    setOpen(false);
  }
  return (
    <DropdownMenu
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button ref={button} variant="secondary">
          Admin menu: {current.label}
        </Button>
      }
      items={[
        {
          type: 'radio-group',
          value: current.to,
          onValueChange: onNavigate,
          options: adminSections.map((section) => ({ value: section.to, label: section.label })),
        },
      ]}
    />
  );
}
