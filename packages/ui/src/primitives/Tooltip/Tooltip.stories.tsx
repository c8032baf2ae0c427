import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../../layout/Inline';
import { hostileParagraph } from '../Field/hostile-content';
import { Tooltip, TooltipProvider, tooltipSides } from './Tooltip';
import { componentModes } from '../../foundations/modes';

const meta = {
  title: 'Primitives/Tooltip',
  tags: ['autodocs'],
  component: Tooltip,
  argTypes: { side: { control: 'inline-radio', options: tooltipSides } },
  args: {
    content: 'Points are awarded for every logged workout',
    children: <Button variant="secondary">Points Earned</Button>,
  },
  parameters: { chromatic: { modes: componentModes }, layout: 'centered' },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Points Earned' });
    await expect(trigger).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Points are awarded for every logged workout');
    await expect(trigger).toHaveAccessibleDescription(
      'Points are awarded for every logged workout',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OnHover: Story = {
  args: { delayDuration: 0 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Points Earned' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Points are awarded');
  },
};

export const Sides: Story = {
  render: (args) => (
    <TooltipProvider>
      <Inline gap="4xl">
        {(['top', 'bottom', 'left', 'right'] as const).map((side) => (
          <Tooltip key={side} {...args} side={side} content={side} open>
            <Button variant="secondary">{side}</Button>
          </Tooltip>
        ))}
      </Inline>
    </TooltipProvider>
  ),
};

export const LongHostileContent: Story = {
  args: { content: hostileParagraph, defaultOpen: true },
  play: async () => {
    const tip = await screen.findByRole('tooltip');
    await expect(tip.querySelector('script')).toBeNull();
  },
};
