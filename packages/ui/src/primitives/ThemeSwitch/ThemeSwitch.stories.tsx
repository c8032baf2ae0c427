import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css';
import { ThemeSwitch } from './ThemeSwitch';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/ThemeSwitch',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: ThemeSwitch,
} satisfies Meta<typeof ThemeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Starts from light whatever the toolbar says, so picking Dark is a visible change. The theme
 * global is the switch's starting state here, not a visual mode.
 */
export const Default: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Theme' });
    await expect(group).toBeVisible();
    const light = canvas.getByRole('radio', { name: 'Light' });
    const dark = canvas.getByRole('radio', { name: 'Dark' });
    await expect(light).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await userEvent.click(dark);
    await expect(dark).toHaveAttribute('aria-checked', 'true');
    const root = document.documentElement;
    await waitFor(() => expect(root.dataset.theme).toBe('dark'));
    await expect(root).toHaveClass(darkTheme);
    await expect(root).not.toHaveClass(lightTheme);

    // pressing the active choice again keeps it (a theme is always chosen)
    await userEvent.click(dark);
    await expect(dark).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(light);
    await waitFor(() => expect(root.dataset.theme).toBe('light'));
  },
};

/**
 * A radio group: Tab reaches the chosen one, and an arrow key moves to the next choice and
 * chooses it, as radio buttons do. The theme global is the starting state, not a visual mode.
 */
export const Keyboard: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const dark = canvas.getByRole('radio', { name: 'Dark' });
    await waitFor(() => expect(dark).toHaveFocus());
    await waitFor(() => expect(dark).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    // Space on the chosen one keeps it
    await userEvent.keyboard(' ');
    await expect(dark).toHaveAttribute('aria-checked', 'true');
  },
};

export const IconsOnly: Story = {
  args: { showLabels: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeVisible();
  },
};

/** The switch shows the theme in force: here dark. The theme global is the state under test, not a visual mode. */
export const ShowsDarkChoice: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** The switch shows 'System' when the member follows the device. The theme global is the state under test, not a visual mode. */
export const SystemChoice: Story = {
  globals: { theme: 'system' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};
