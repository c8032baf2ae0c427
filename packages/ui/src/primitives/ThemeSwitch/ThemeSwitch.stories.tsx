import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css';
import { ThemeSwitch } from './ThemeSwitch';

const meta = {
  title: 'Primitives/ThemeSwitch',
  component: ThemeSwitch,
} satisfies Meta<typeof ThemeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // starts from light whatever the toolbar says, so picking Dark is a visible change
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

export const Keyboard: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const dark = canvas.getByRole('radio', { name: 'Dark' });
    await expect(dark).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(dark).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  },
};

export const IconsOnlyOnPhone: Story = {
  args: { showLabels: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const SystemChoice: Story = {
  globals: { theme: 'system' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};
