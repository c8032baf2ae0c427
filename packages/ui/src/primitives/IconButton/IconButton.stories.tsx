import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Tooltip } from '../Tooltip';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';
import { componentModes } from '../../foundations/modes';

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
      <path d="M12 5v14M5 12h14" strokeLinecap="round" />
    </svg>
  );
}

const meta = {
  title: 'Primitives/IconButton',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: IconButton,
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
  args: { label: 'Dismiss', icon: <CloseIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline gap="sm">
      {iconButtonVariants.map((variant) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          label={`Log Workout (${variant})`}
          icon={<PlusIcon />}
        />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(iconButtonVariants.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm" align="center">
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Dismiss (${size})`} />
      ))}
    </Inline>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Dismiss' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy (a press waiting for what it opens): a spinner in the icon's place, presses refused. */
export const Loading: Story = {
  args: { loading: true, label: 'Open menu' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithTooltip: Story = {
  args: { label: 'Add a workout', icon: <PlusIcon />, variant: 'secondary' },
  render: (args) => (
    <Tooltip content={args.label}>
      <IconButton {...args} />
    </Tooltip>
  ),
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add a workout' })).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Add a workout'));
  },
};
