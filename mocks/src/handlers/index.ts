import type { RequestHandler } from 'msw';

/**
 * The mock backend's handlers as named groups, one per domain. Storybook registers them in
 * `parameters.msw.handlers`, so a story overrides one group by name with a scenario.
 */
export const handlers: Record<string, RequestHandler[]> = {};

export const allHandlers = (): RequestHandler[] => Object.values(handlers).flat();
