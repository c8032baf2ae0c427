import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ErrorPage } from './ErrorPage';
import { screenModes } from '../../../foundations/modes';

function thrown(message: string): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at DashboardScreen (dashboard.tsx:42:11)\n    at renderWithHooks (react-dom.js:1:1)`;
  return error;
}

const meta = {
  title: 'Errors/ErrorPage',
  tags: ['autodocs'],
  component: ErrorPage,
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'fullscreen',
  },
  args: {
    error: thrown('Failed to fetch workout stats: 500'),
    componentStack: '\n    at DashboardScreen\n    at ProtectedRoute\n    at AppShell',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByText('Failed to fetch workout stats: 500')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    // the stack is tucked away until asked for
    const stack = canvas.getByText(/at DashboardScreen \(dashboard\.tsx/);
    await expect(stack).not.toBeVisible();
    await userEvent.click(canvas.getByText('Technical details'));
    await expect(stack).toBeVisible();
    await expect(stack).toHaveTextContent('at ProtectedRoute');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.title).toBe('Something went wrong | RepRally'));
  },
};

const hostile = `<img src=x onerror="alert(1)"><script>alert('x')</script> ${'A'.repeat(200)} 🏋️ مرحبا שלום`;

/** A message full of markup and a 200-character word: shown as text, wrapped inside the card. */
export const LongHostileMessage: Story = {
  args: { error: thrown(hostile) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(hostile)).toBeVisible();
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    const panel = canvas.getByRole('region', { name: 'Something went wrong' });
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};

/** Something that is not an Error was thrown: 'An unknown error occurred' and the value. */
export const UnknownError: Story = {
  args: { error: { weird: true }, componentStack: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('An unknown error occurred')).toBeVisible();
    await expect(canvas.getByText('Thrown value: {"weird":true}')).toBeInTheDocument();
  },
};
