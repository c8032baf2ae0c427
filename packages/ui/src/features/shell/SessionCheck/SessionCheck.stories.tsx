import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SessionCheck } from './SessionCheck';

const meta = {
  title: 'Shell/SessionCheck',
  tags: ['autodocs'],
  component: SessionCheck,
  parameters: { layout: 'fullscreen' },
  globals: { persona: 'loading' },
} satisfies Meta<typeof SessionCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingSignIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your sign-in...');
  },
};

export const CheckingPermissions: Story = {
  args: { label: 'Checking permissions...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking permissions...');
  },
};
