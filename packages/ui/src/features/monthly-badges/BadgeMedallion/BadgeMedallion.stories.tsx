import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BadgeMedallion, badgeMedallionSizes } from './BadgeMedallion';

const names = [
  'Gold',
  'Silver Legacy',
  'Bronze',
  'Weekend Warrior',
  'Streak Champion',
  'Monthly Starter',
  'Monthly Achiever',
  'MVP',
  'Podium Finish',
  'Consistency Crown',
] as const;

const meta = {
  title: 'Monthly Badges/BadgeMedallion',
  tags: ['autodocs'],
  component: BadgeMedallion,
  args: { badgeName: 'Gold Warrior', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: badgeMedallionSizes } },
} satisfies Meta<typeof BadgeMedallion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

/** One colour per keyword in the badge's name (gold, silver, bronze; warrior ... podium) and a default. */
export const EveryKeyword: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
      {names.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, width: 96 }}>
          <BadgeMedallion {...args} badgeName={name} />
          <span style={{ fontSize: 12, textAlign: 'center' }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const tones = [...canvasElement.querySelectorAll('[data-tone]')].map((node) =>
      node.getAttribute('data-tone'),
    );
    await expect(tones).toEqual([
      'gold',
      'silver',
      'bronze',
      'warrior',
      'champion',
      'starter',
      'achiever',
      'mvp',
      'podium',
      'default',
    ]);
  },
};
