import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { hostileLabel, longWord } from '../Field/hostile-content';
import { DropdownMenu, type MenuEntry } from './DropdownMenu';
import { componentModes } from '../../foundations/modes';
import { expectEveryControlReachable } from '../../testing/reachable-in-window';

/**
 * While open, Radix hides the page behind the menu with aria-hidden and keeps focus in the menu,
 * so the hidden trigger cannot be reached; axe's aria-hidden-focus cannot see that trap.
 */
const openOverlayParameters = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
};

const onEdit = fn();
const onDelete = fn();

const memberActions: MenuEntry[] = [
  { type: 'label', label: 'Member' },
  { label: 'Make Admin', onSelect: fn() },
  { label: 'Edit', onSelect: onEdit },
  { label: 'Archived', onSelect: fn(), disabled: true },
  { type: 'separator' },
  { label: 'Remove member', onSelect: onDelete, tone: 'danger' },
];

const meta = {
  title: 'Primitives/DropdownMenu',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: DropdownMenu,
  args: {
    trigger: <Button variant="secondary">Actions</Button>,
    items: memberActions,
  },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    onEdit.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    onDelete.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Make Admin' })).toHaveFocus());
    // the disabled item is skipped
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Remove member' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(onDelete).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  parameters: openOverlayParameters,
  args: { defaultOpen: true },
  play: async () => {
    const remove = await screen.findByRole('menuitem', { name: 'Remove member' });
    await waitFor(() => expect(remove).toBeVisible());
  },
};

export const WithRadioGroup: Story = {
  parameters: openOverlayParameters,
  render: function SortMenu(args) {
    const [sort, setSort] = useState('points');
    return (
      <DropdownMenu
        {...args}
        trigger={<Button variant="secondary">Sort by</Button>}
        items={[
          { type: 'label', label: 'Sort leaderboard' },
          {
            type: 'radio-group',
            value: sort,
            onValueChange: setSort,
            options: [
              { value: 'points', label: 'Points' },
              { value: 'workouts', label: 'Workouts' },
              { value: 'streak', label: 'Streak' },
            ],
          },
        ]}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Streak' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'Streak' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const LongHostileContent: Story = {
  parameters: openOverlayParameters,
  args: {
    defaultOpen: true,
    items: [
      { label: longWord, onSelect: fn() },
      { label: hostileLabel, onSelect: fn(), tone: 'danger' },
    ],
  },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(menu.querySelector('script')).toBeNull();
  },
};

/**
 * On a phone on its side (667 x 375) the menu stays inside the window and every entry can be
 * scrolled whole into it and pressed. The check is about a window's height, which no visual
 * mode has, so the story sets that viewport itself; it takes no picture.
 */
export const EveryEntryReachableOnAPhoneOnItsSide: Story = {
  globals: { viewport: { value: 'phoneLandscape', isRotated: false } },
  parameters: { ...openOverlayParameters, chromatic: { disableSnapshot: true } },
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(getComputedStyle(menu).opacity).toBe('1'));
    await expectEveryControlReachable(menu);
  },
};
