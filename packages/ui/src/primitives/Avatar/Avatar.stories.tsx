import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { avatarUrl, brokenImageUrl, hostileUrls } from '@reprally/mocks';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Text } from '../Text/Text';
import { Avatar, avatarSizes } from './Avatar';
import { componentModes } from '../../foundations/modes';

// a drawn avatar the mock backend serves from a relative address, the same pixels every run
const photo = avatarUrl('Jordan Lee', 3);
const initialsNames = ['Sam Okafor', 'Priya Shah', 'Marcus Green', 'Ana María López'];

const meta = {
  title: 'Primitives/Avatar',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: componentModes } },
  component: Avatar,
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  args: { name: 'Jordan Lee', src: photo },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  play: async ({ canvas }) => {
    const image = await canvas.findByRole('img', { name: 'Jordan Lee' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: brokenImageUrl },
  play: async ({ canvas, canvasElement }) => {
    const fallback = await canvas.findByRole('img', { name: 'Jordan Lee' });
    await expect(fallback.tagName).toBe('SPAN');
    await expect(fallback).toHaveTextContent('JL');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/**
 * Addresses that are neither http(s) nor a same-origin path (script, inline data, local objects,
 * another host) are never put in an <img>: the initials show at once.
 */
export const UnsafeAddressShowsInitials: Story = {
  render: (args) => (
    <Inline gap="md" align="center">
      {hostileUrls.map((url, index) => (
        <Avatar key={url} {...args} src={url} name={`${initialsNames[index % 4] ?? ''} ${index}`} />
      ))}
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByTestId('avatar-fallback')).toHaveLength(hostileUrls.length);
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const NoPhoto: Story = {
  args: { src: null, name: 'Ana María López' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Ana María López' })).toHaveTextContent(
      'AL',
    );
  },
};

export const NoNameSilhouette: Story = {
  args: { src: undefined, name: '' },
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findByTestId('avatar-fallback')).querySelector('svg'),
    ).not.toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="md">
      <Inline gap="md" align="center">
        {avatarSizes.map((size) => (
          <Avatar key={size} {...args} size={size} name={`${args.name} (${size})`} />
        ))}
      </Inline>
      <Inline gap="md" align="center">
        {avatarSizes.map((size, index) => (
          <Avatar key={size} {...args} src={null} size={size} name={initialsNames[index] ?? ''} />
        ))}
      </Inline>
    </Stack>
  ),
};

export const DecorativeBesideName: Story = {
  args: { decorative: true, src: null, size: 'sm' },
  render: (args) => (
    <Inline gap="xs" align="center">
      <Avatar {...args} />
      <Text as="span" weight="semibold">
        {args.name}
      </Text>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Jordan Lee')).toBeVisible();
  },
};

export const LongHostileContent: Story = {
  render: () => (
    <Inline gap="md" align="center">
      <Avatar name={'Z'.repeat(200)} />
      <Avatar name="<script>alert(1)</script>" />
      <Avatar name="🏋️‍♀️ Lifter" />
      <Avatar name="أحمد علي" />
      <Avatar name="דנה כהן" />
      <Avatar name="مريم الحسيني Warrior" />
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('img', { name: '<script>alert(1)</script>' }),
    ).toHaveTextContent('<');
    await expect(canvas.getByRole('img', { name: '🏋️‍♀️ Lifter' })).toHaveTextContent('🏋️‍♀️L');
    await expect(canvas.getByRole('img', { name: 'أحمد علي' })).toHaveTextContent('أع');
    // initials of one direction: an Arabic name ending in a Latin word keeps its Arabic letter
    await expect(canvas.getByRole('img', { name: 'مريم الحسيني Warrior' })).toHaveTextContent(
      /^م$/,
    );
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};
