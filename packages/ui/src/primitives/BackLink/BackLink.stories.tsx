import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { BackLink } from './BackLink';
import { componentModes } from '../../foundations/modes';

function CurrentPath() {
  const { pathname } = useLocation();
  return <p data-testid="current-path">Current page: {pathname}</p>;
}

const meta = {
  title: 'Primitives/BackLink',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes }, router: { path: '/groups/12/settings' } },
  component: BackLink,
  args: { to: '/groups/12', children: 'Back to Group' },
} satisfies Meta<typeof BackLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** To the page above: a link, named by its words alone (the chevron is drawn, not read). */
export const ToAPage: Story = {
  render: (args) => (
    <Stack gap="sm">
      <BackLink {...args} />
      <CurrentPath />
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Back to Group' });
    await expect(link).toHaveAttribute('href', '/groups/12');
    await userEvent.click(link);
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('Current page: /groups/12');
  },
};

/**
 * Back through history is a button, drawn as the link is: the same colour, weight, size and
 * chevron, so every page's way back looks one way.
 */
export const ThroughHistory: Story = {
  args: { to: undefined, onBack: fn(), children: 'Back' },
  render: (args) => (
    <Stack gap="sm">
      <BackLink to="/groups">Back to My Groups</BackLink>
      <BackLink onBack={args.onBack ?? (() => undefined)}>Back</BackLink>
    </Stack>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Back to My Groups' });
    const button = canvas.getByRole('button', { name: 'Back' });
    const look = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return [
        style.color,
        style.fontWeight,
        style.fontSize,
        style.backgroundColor,
        style.borderStyle,
      ];
    };
    await expect(look(button)).toEqual(look(link));
    await expect(button.getBoundingClientRect().height).toBe(link.getBoundingClientRect().height);
    await userEvent.click(button);
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
