import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AppConfigProvider, defaultAppConfig } from '../../../app-config/AppConfigContext';
import { AdminSettingsPage } from './AdminSettingsPage';
import { screenModes } from '../../../foundations/modes';

const meta = {
  title: 'Admin/AdminSettingsPage',
  component: AdminSettingsPage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/admin/settings' },
  },
  globals: { persona: 'admin' },
} satisfies Meta<typeof AdminSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the mock backend with the local identity provider. */
export const MockBackend: Story = {
  decorators: [
    (Story) => (
      <AppConfigProvider
        config={{
          ...defaultAppConfig,
          version: '0.1.0',
          apiBaseUrl: '/api/v1',
          identityProvider: 'localhost:5173',
          mockBackend: true,
        }}
      >
        <Story />
      </AppConfigProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Application Settings' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Application Settings | Admin | RepRally'));
    await expect(canvas.getByText('0.1.0')).toBeVisible();
    await expect(canvas.getByText('/api/v1')).toBeVisible();
    await expect(canvas.getByText('On')).toBeVisible();
  },
};

/** Against a real API and Auth0 tenant. */
export const RealBackend: Story = {
  decorators: [
    (Story) => (
      <AppConfigProvider
        config={{
          ...defaultAppConfig,
          version: '1.4.2',
          apiBaseUrl: 'https://api.example.com/api/v1',
          identityProvider: 'reprally.eu.auth0.com',
          mockBackend: false,
        }}
      >
        <Story />
      </AppConfigProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('https://api.example.com/api/v1')).toBeVisible();
    await expect(canvas.getByText('reprally.eu.auth0.com')).toBeVisible();
    await expect(canvas.getByText('Off')).toBeVisible();
  },
};

/** Nothing configured (the defaults): each value says 'Not set'. */
export const NotConfigured: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not set')).toHaveLength(4);
  },
};
