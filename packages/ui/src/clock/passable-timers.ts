import type { Timers } from './timers';

/**
 * Timers that run on the browser's time and that a story can also run forward.
 * - `pass(ms)` runs at once, in the order they fall due, every timer due within the next `ms`,
 *   the ones those set included, as if that time had gone by: each at its own moment.
 * - `hold()` stops the browser's time for them: from then on only `pass` moves it. A story holds
 *   before the press that starts a timer, so it can look at the page just before the delay ends
 *   and just after.
 * - `elapsed()` is the time gone by since they were made, passed time included: a clock running
 *   with them reads its 'now' from it.
 * - `untilNext()` is how long until the next timer falls due (Infinity when none waits), and
 *   `waiting()` how many wait: a story sees that the page has set its timer before passing the
 *   time.
 * - `dispose()` drops every timer, for a story that has ended.
 */
export type PassableTimers = Timers & {
  pass: (ms: number) => void;
  hold: () => void;
  elapsed: () => number;
  untilNext: () => number;
  waiting: () => number;
  dispose: () => void;
};

type Pending = { due: number; run: () => void; onBase?: number };

export function passableTimers({
  base,
  now = () => performance.now(),
}: {
  /** The timers the browser's time runs on. */
  base: Timers;
  now?: () => number;
}): PassableTimers {
  const started = now();
  let passed = 0;
  let heldAt: number | null = null;
  let nextId = 1;
  // a Map keeps the order they were set in, which breaks ties between timers due together
  const pending = new Map<number, Pending>();

  const elapsed = () => (heldAt ?? now() - started) + passed;

  const unarm = (timer: Pending) => {
    if (timer.onBase !== undefined) base.clearTimeout(timer.onBase);
    timer.onBase = undefined;
  };
  const fire = (id: number) => {
    const timer = pending.get(id);
    if (!timer) return;
    pending.delete(id);
    unarm(timer);
    timer.run();
  };
  const arm = (id: number, timer: Pending) => {
    if (heldAt !== null) return;
    timer.onBase = base.setTimeout(() => fire(id), Math.max(0, timer.due - elapsed()));
  };
  const nextDue = (until: number): number | undefined => {
    let next: number | undefined;
    let nextAt = Infinity;
    for (const [id, timer] of pending) {
      if (timer.due <= until && timer.due < nextAt) {
        next = id;
        nextAt = timer.due;
      }
    }
    return next;
  };

  return {
    setTimeout: (run, ms) => {
      const id = nextId++;
      const timer: Pending = { due: elapsed() + Math.max(0, ms), run };
      pending.set(id, timer);
      arm(id, timer);
      return id;
    },
    clearTimeout: (id) => {
      const timer = pending.get(id);
      if (!timer) return;
      pending.delete(id);
      unarm(timer);
    },
    pass: (ms) => {
      const until = elapsed() + ms;
      // each runs at its own moment, so a timer it sets counts from there
      for (let id = nextDue(until); id !== undefined; id = nextDue(until)) {
        passed += Math.max(0, (pending.get(id)?.due ?? until) - elapsed());
        fire(id);
      }
      passed += Math.max(0, until - elapsed());
      // the ones still to come fall due sooner on the browser's time by what has passed
      for (const [id, timer] of pending) {
        unarm(timer);
        arm(id, timer);
      }
    },
    hold: () => {
      if (heldAt !== null) return;
      heldAt = now() - started;
      for (const timer of pending.values()) unarm(timer);
    },
    elapsed,
    untilNext: () => {
      let due = Infinity;
      for (const timer of pending.values()) due = Math.min(due, timer.due);
      return Math.max(0, due - elapsed());
    },
    waiting: () => pending.size,
    dispose: () => {
      for (const timer of pending.values()) unarm(timer);
      pending.clear();
    },
  };
}
