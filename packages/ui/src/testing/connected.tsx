import type { ComponentType } from 'react';
import type { handlers } from '@reprally/mocks';

/** Handler groups a story replaces with a scenario: `{ leaderboard: scenarios.leaderboard.error(500) }`. */
export type HandlerOverrides = Partial<typeof handlers>;

/**
 * A story of the connected widget (the one that fetches through TanStack Query) on the mock
 * backend, with the named handler groups replaced by scenarios:
 *
 *     export const ConnectedError: Story = {
 *       ...connected(LeaderboardCard, { leaderboard: scenarios.leaderboard.error(500) }),
 *       play: async ({ canvas }) => { ... },
 *     };
 *
 * Without overrides it is the seeded backend as the persona sees it. Other parameters of the
 * story go into `extraParameters`, since a story's own `parameters` key would replace these.
 */
export function connected(
  Widget: ComponentType,
  overrides?: HandlerOverrides,
  extraParameters?: Record<string, unknown>,
) {
  const parameters = {
    ...extraParameters,
    ...(overrides ? { msw: { handlers: overrides } } : {}),
  };
  return {
    render: () => <Widget />,
    ...(Object.keys(parameters).length > 0 ? { parameters } : {}),
  };
}
