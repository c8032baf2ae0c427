import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Box } from '../../layout/Box';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Text } from '../Text';
import { Button, buttonSizes, buttonVariants } from './Button';
import { componentModes } from '../../foundations/modes';
import { linesOf } from '../../testing/text-shown';

const meta = {
  title: 'Primitives/Button',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Button,
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { children: 'Log Workout', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log Workout' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline gap="sm">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm" align="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Logging...' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Logging...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Log Workout' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // reached by the keyboard, its focus ring is as strong as any other's: not see-through
    // (its label and fill are drawn faded instead)
    await expect(button.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(button).opacity).toBe('1');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { variant: 'secondary' },
  render: (args) => (
    <Button {...args} asChild>
      <a href="/monthly-warriors">View Full Leaderboard</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View Full Leaderboard' })).toHaveAttribute(
      'href',
      '/monthly-warriors',
    );
  },
};

/** Stretches to its container, as the buttons of a form on a phone do. */
export const FullWidth: Story = {
  args: { fullWidth: true },
  render: (args) => (
    <Stack gap="sm">
      <Button {...args}>Log Workout</Button>
      <Button {...args} variant="secondary">
        Cancel
      </Button>
    </Stack>
  ),
};

/**
 * A label longer than its whole row (here 10rem, as 'Admin menu: Monthly Badges' is on a phone
 * with large text) breaks into lines inside the button, which ends with the row. Beside other
 * content in a row, a button keeps its label on one line: the content beside it gives way.
 */
export const WrapsALongLabel: Story = {
  render: (args) => (
    <Stack gap="lg">
      <Box style={{ width: '10rem' }} data-testid="narrow">
        <Button {...args} variant="secondary">
          Admin menu: Monthly Badges
        </Button>
      </Box>
      <Box style={{ width: '16rem' }}>
        <Inline gap="sm" wrap={false} align="center">
          <Text maxLines={2}>Hubert Wolfeschlegelsteinhausenbergerdorff</Text>
          <Button {...args} variant="secondary">
            Invite Again
          </Button>
        </Inline>
      </Box>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const narrow = canvas.getByTestId('narrow').getBoundingClientRect();
    const wrapped = canvas.getByRole('button', { name: 'Admin menu: Monthly Badges' });
    await expect(wrapped.getBoundingClientRect().right).toBeLessThanOrEqual(narrow.right + 0.5);
    await expect(wrapped.scrollWidth).toBeLessThanOrEqual(wrapped.clientWidth);
    await expect(linesOf(wrapped)).toBeGreaterThan(1);
    const beside = canvas.getByRole('button', { name: 'Invite Again' });
    await expect(linesOf(beside)).toBe(1);
    await expect(beside.scrollWidth).toBeLessThanOrEqual(beside.clientWidth);
  },
};
