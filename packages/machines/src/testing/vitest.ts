// The machines boundary admits only xstate (eslint.config.js); tests reach the runner through this one door.
// eslint-disable-next-line no-restricted-imports -- test runner for *.test.ts only, never imported by a machine
export { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
