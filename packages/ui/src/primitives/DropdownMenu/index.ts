export {
  DropdownMenu,
  menuItemTones,
  type DropdownMenuProps,
  type MenuEntry,
  type MenuAction,
  type MenuSeparator,
  type MenuLabel,
  type MenuRadioGroup,
  type MenuItemTone,
} from './DropdownMenu';
