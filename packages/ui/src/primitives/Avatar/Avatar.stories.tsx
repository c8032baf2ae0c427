import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Text } from '../Text/Text';
import { Avatar, avatarSizes } from './Avatar';

// an inline photo stand-in, so stories need no network
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fb923c"/><stop offset="1" stop-color="#7c2d12"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/><circle cx="48" cy="38" r="18" fill="#ffedd5"/><path d="M14 96c0-20 15-34 34-34s34 14 34 34z" fill="#ffedd5"/></svg>',
)}`;
const initialsNames = ['Sam Okafor', 'Priya Shah', 'Marcus Green', 'Ana María López'];
const brokenPhoto = 'data:image/png;base64,bm90LWFuLWltYWdl';

const meta = {
  title: 'Primitives/Avatar',
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
  args: { src: brokenPhoto },
  play: async ({ canvas, canvasElement }) => {
    const fallback = await canvas.findByRole('img', { name: 'Jordan Lee' });
    await expect(fallback.tagName).toBe('SPAN');
    await expect(fallback).toHaveTextContent('JL');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const NoPhoto: Story = {
  args: { src: null, name: 'Ana María López' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ana María López' })).toHaveTextContent('AL');
  },
};

export const NoNameSilhouette: Story = {
  args: { src: undefined, name: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('avatar-fallback').querySelector('svg')).not.toBeNull();
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
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '<script>alert(1)</script>' })).toHaveTextContent(
      '<',
    );
    await expect(canvas.getByRole('img', { name: '🏋️‍♀️ Lifter' })).toHaveTextContent('🏋️‍♀️L');
    await expect(canvas.getByRole('img', { name: 'أحمد علي' })).toHaveTextContent('أع');
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: Sizes.render,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(avatarSizes.length * 2));
  },
};
