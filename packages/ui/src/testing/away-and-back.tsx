import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { Inline } from '../layout/Inline';
import { Stack } from '../layout/Stack';
import { Button } from '../primitives/Button';
import { Text } from '../primitives/Text';

/**
 * For stories: a screen she leaves for another part of the app and comes back to. 'Go elsewhere'
 * unmounts it, as a navigation does, and 'Come back' renders it afresh.
 */
export function AwayAndBack({ children }: { children: ReactNode }) {
  const [here, setHere] = useState(true);
  return (
    <Stack gap="md">
      <Inline gap="sm">
        <Button variant="secondary" onClick={() => setHere((now) => !now)}>
          {here ? 'Go elsewhere' : 'Come back'}
        </Button>
      </Inline>
      {here ? children : <Text>Elsewhere in the app.</Text>}
    </Stack>
  );
}

/**
 * Leaves the screen `AwayAndBack` wraps (nothing of its forms stays) and comes back to it: at
 * once, or once `until` passes (up to 5 s), for what happens while she is away.
 */
export async function goAwayAndBack(
  canvas: ReturnType<typeof within>,
  { until }: { until?: () => unknown } = {},
) {
  await userEvent.click(canvas.getByRole('button', { name: 'Go elsewhere' }));
  await expect(canvas.queryByRole('form')).toBeNull();
  if (until) await waitFor(until, { timeout: 5000 });
  await userEvent.click(canvas.getByRole('button', { name: 'Come back' }));
}
