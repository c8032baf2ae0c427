import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../layout/Box';
import { Inline } from '../layout/Inline';
import { Stack } from '../layout/Stack';
import { Button } from '../primitives/Button';
import { palettes, sharedTokens, breakpoints } from '../theme/tokens';
import { themeClass } from '../theme/theme-preference';
import { vars } from '../theme/vars.css';
import * as styles from './Foundations.css';
import { componentModes } from './modes';

/** The design tokens, for designers: both themes' colour roles, type, space, radii, shadows, motion. */
const meta = {
  title: 'Foundations/Tokens',
  tags: ['autodocs'],
  parameters: { layout: 'padded', chromatic: { modes: componentModes } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const colourRoles = Object.keys(palettes.light) as (keyof typeof palettes.light)[];

function Palette({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <section
      className={`${themeClass[theme]} ${styles.themePanel}`}
      aria-labelledby={`palette-${theme}`}
    >
      <Stack gap="md">
        <h2 id={`palette-${theme}`}>{theme === 'light' ? 'Light theme' : 'Dark theme'}</h2>
        <ul className={styles.grid}>
          {colourRoles.map((role) => (
            <li key={role} className={styles.swatch}>
              <span
                className={styles.chip}
                style={{ background: vars.color[role] }}
                aria-hidden="true"
              />
              <span>
                <span className={styles.name}>{role}</span>
                <br />
                <span className={styles.code}>{palettes[theme][role]}</span>
              </span>
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}

export const Colours: Story = {
  render: () => (
    <Stack gap="lg">
      <Palette theme="light" />
      <Palette theme="dark" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Light theme' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Dark theme' })).toBeVisible();
    await expect(canvas.getAllByText('primary')).toHaveLength(2);
  },
};

const fontSizes = Object.keys(sharedTokens.fontSize) as (keyof typeof sharedTokens.fontSize)[];

export const Typography: Story = {
  render: () => (
    <Stack gap="md">
      {[...fontSizes].reverse().map((size) => (
        <Inline key={size} gap="md" align="baseline" wrap={false}>
          <span className={`${styles.code} ${styles.tokenLabel}`}>
            {size} · {sharedTokens.fontSize[size]}
          </span>
          <span
            style={{
              fontSize: vars.fontSize[size],
              fontFamily: size.includes('xl') ? vars.font.heading : vars.font.body,
              fontWeight: size.includes('xl') ? vars.fontWeight.bold : vars.fontWeight.regular,
              lineHeight: vars.lineHeight.tight,
            }}
          >
            Keep the streak alive
          </span>
        </Inline>
      ))}
      <Inline gap="lg">
        {(Object.keys(sharedTokens.fontWeight) as (keyof typeof sharedTokens.fontWeight)[]).map(
          (weight) => (
            <span key={weight} style={{ fontWeight: vars.fontWeight[weight] }}>
              {weight}
            </span>
          ),
        )}
      </Inline>
    </Stack>
  ),
};

const spaces = Object.keys(sharedTokens.space) as (keyof typeof sharedTokens.space)[];

export const Spacing: Story = {
  render: () => (
    <Stack gap="xs">
      {spaces.map((space) => (
        <Inline key={space} gap="md" wrap={false}>
          <span className={`${styles.code} ${styles.tokenLabel}`}>
            {space} · {sharedTokens.space[space]}
          </span>
          <div className={styles.spaceBar} style={{ width: vars.space[space] }} />
        </Inline>
      ))}
      <p className={styles.code}>
        Breakpoints (mobile first): tablet {breakpoints.tablet}px, desktop {breakpoints.desktop}
        px, wide {breakpoints.wide}px
      </p>
    </Stack>
  ),
};

const radii = Object.keys(sharedTokens.radius) as (keyof typeof sharedTokens.radius)[];
const shadowNames = ['sm', 'md', 'lg'] as const;

export const RadiiAndShadows: Story = {
  render: () => (
    <Stack gap="xl">
      <Inline gap="lg">
        {radii.map((radius) => (
          <Stack key={radius} gap="2xs" align="center">
            <div className={styles.radiusBox} style={{ borderRadius: vars.radius[radius] }} />
            <span className={styles.code}>{radius}</span>
          </Stack>
        ))}
      </Inline>
      <Inline gap="xl">
        {shadowNames.map((shadow) => (
          <Stack key={shadow} gap="2xs" align="center">
            <div className={styles.shadowBox} style={{ boxShadow: vars.shadow[shadow] }} />
            <span className={styles.code}>shadow {shadow}</span>
          </Stack>
        ))}
      </Inline>
    </Stack>
  ),
};

const durations = ['fast', 'normal', 'slow', 'progress'] as const;

function MotionDemo() {
  const [moved, setMoved] = useState(false);
  return (
    <Stack gap="md">
      <Box>
        <Button onClick={() => setMoved((value) => !value)}>Play motion</Button>
      </Box>
      {durations.map((duration) => (
        <Stack key={duration} gap="2xs">
          <span className={styles.code}>
            {duration} · {sharedTokens.motion[duration]}
          </span>
          <div className={styles.motionTrack}>
            <div
              className={styles.motionDot}
              data-moved={moved}
              style={{ transitionDuration: vars.motion[duration] }}
            />
          </div>
        </Stack>
      ))}
      <p className={styles.code}>
        Under prefers-reduced-motion every transition and animation is cut to an instant.
      </p>
    </Stack>
  );
}

export const Motion: Story = {
  render: () => <MotionDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play motion' }));
    await expect(canvas.getAllByText(/progress · 1000ms/)).toHaveLength(1);
  },
};
