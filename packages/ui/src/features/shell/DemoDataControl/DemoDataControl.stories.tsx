import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DEMO_RESET_FAILED, DemoDataControl } from './DemoDataControl';

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

/** Opens the dialog, confirms, and waits for the failure said inside it; returns the dialog. */
async function failedReset(
  canvasElement: HTMLElement,
  userEvent: { click: (element: Element) => Promise<void> },
) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset demo data' }));
  const dialog = await body.findByRole('alertdialog', { name: 'Reset demo data?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
  await expect(await within(dialog).findByRole('alert')).toHaveTextContent(DEMO_RESET_FAILED);
  return dialog;
}

const failingReset = {
  onReset: fn(() => Promise.reject(new globalThis.Error('QuotaExceededError'))),
};

/**
 * The reset fails (the browser's database could not be written): the dialog stays open and says
 * so inside it, where she is (the page behind is covered and hidden from screen readers), with
 * 'Reset demo data' free to try again.
 */
export const ResetFails: Story = {
  args: failingReset,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await failedReset(canvasElement, userEvent);
    await expect(
      within(dialog).getByRole('button', { name: 'Reset demo data' }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

/** After a failed reset, Cancel closes the dialog; opened again, it starts without the failure. */
export const ResetFailsThenOpenedAgain: Story = {
  args: failingReset,
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await failedReset(canvasElement, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset demo data' }));
    const again = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Reset demo data?',
    });
    await expect(within(again).queryByRole('alert')).toBeNull();
  },
};
