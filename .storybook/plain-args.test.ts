import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { assertPlainArgs } from './plain-args';

describe('assertPlainArgs', () => {
  it('lets plain data, shared values and functions through', () => {
    const shared = { name: 'Ana' };
    expect(() =>
      assertPlainArgs('a--story', { a: shared, b: [shared, shared], onSave: () => undefined }),
    ).not.toThrow();
  });

  it('fails a story whose args hold a cycle, naming the arg', () => {
    const snapshot: { machine?: unknown } = {};
    snapshot.machine = { root: snapshot };
    expect(() => assertPlainArgs('admin--started', { startFrom: snapshot })).toThrow(
      "The arg 'startFrom.machine.root' of admin--started holds a cycle",
    );
  });

  it('fails a machine snapshot, whose JSON form hides its cycle', () => {
    const machine = setup({}).createMachine({ initial: 'idle', states: { idle: {} } });
    const snapshot = machine.resolveState({ value: 'idle', context: {} });
    expect(() => JSON.stringify(snapshot)).not.toThrow();
    expect(() => assertPlainArgs('admin--started', { startFrom: snapshot })).toThrow(/cycle/);
  });
});
