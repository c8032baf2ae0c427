import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DemoDataControl } from './DemoDataControl';

const meta = {
  title: 'Shell/DemoDataControl',
  tags: ['autodocs'],
  component: DemoDataControl,
  parameters: { layout: 'fullscreen' },
  args: { onReset: fn() },
} satisfies Meta<typeof DemoDataControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo', { name: 'Demo data' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset demo data' })).toBeVisible();
  },
};

/** Resetting asks first; only confirming resets. */
export const ConfirmReset: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset demo data' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Reset demo data?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onReset).not.toHaveBeenCalled();

    // the page is hidden from assistive technology until the dialog has closed
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset demo data' }));
    const again = await body.findByRole('alertdialog', { name: 'Reset demo data?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Reset demo data' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};
