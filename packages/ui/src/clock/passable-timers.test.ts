import { describe, expect, it } from 'vitest';
import { passableTimers } from './passable-timers';
import type { Timers } from './timers';

/** The browser's time, stood still: `advance(ms)` moves it and runs what fell due. */
function browserTime() {
  let time = 1_000;
  let nextId = 1;
  const waiting = new Map<number, { at: number; run: () => void }>();
  const base: Timers = {
    setTimeout: (run, ms) => {
      const id = nextId++;
      waiting.set(id, { at: time + ms, run });
      return id;
    },
    clearTimeout: (id) => {
      waiting.delete(id);
    },
  };
  const advance = (ms: number) => {
    time += ms;
    for (const [id, timer] of [...waiting].sort(([, a], [, b]) => a.at - b.at)) {
      if (timer.at > time || !waiting.has(id)) continue;
      waiting.delete(id);
      timer.run();
    }
  };
  return { base, now: () => time, advance, armed: () => waiting.size };
}

describe('timers a story can run forward', () => {
  it('run on the browser’s time until the story passes any', () => {
    const browser = browserTime();
    const timers = passableTimers(browser);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('message gone'), 4000);

    browser.advance(3999);
    expect(ran).toEqual([]);
    browser.advance(1);
    expect(ran).toEqual(['message gone']);
    expect(browser.armed()).toBe(0);
  });

  it('run at once, in the order they fall due, the timers due within the time passed', () => {
    const browser = browserTime();
    const timers = passableTimers(browser);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('banner gone'), 3000);
    timers.setTimeout(() => ran.push('later'), 5000);
    timers.setTimeout(() => ran.push('message gone'), 1000);

    timers.pass(3000);
    expect(ran).toEqual(['message gone', 'banner gone']);
    expect(timers.elapsed()).toBe(3000);
  });

  it('run the timers a timer sets when they fall due within the same pass', () => {
    const browser = browserTime();
    const timers = passableTimers(browser);
    const ran: string[] = [];
    timers.setTimeout(() => {
      ran.push('first check');
      timers.setTimeout(() => ran.push('second check'), 1000);
    }, 1000);

    timers.hold();
    timers.pass(1999);
    expect(ran).toEqual(['first check']);
    timers.pass(1);
    expect(ran).toEqual(['first check', 'second check']);
  });

  it('keep to the time left of a timer still to come, on the browser’s time', () => {
    const browser = browserTime();
    const timers = passableTimers(browser);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('gone'), 4000);

    timers.pass(3000);
    browser.advance(999);
    expect(ran).toEqual([]);
    browser.advance(1);
    expect(ran).toEqual(['gone']);
  });

  it('stand still while held: only what the story passes goes by', () => {
    const browser = browserTime();
    const timers = passableTimers(browser);
    const ran: string[] = [];
    timers.hold();
    timers.setTimeout(() => ran.push('gone'), 4000);

    browser.advance(60_000);
    expect(ran).toEqual([]);
    expect(timers.elapsed()).toBe(0);
    timers.pass(3999);
    expect(ran).toEqual([]);
    timers.pass(1);
    expect(ran).toEqual(['gone']);
  });

  it('never run a timer cleared or dropped', () => {
    const browser = browserTime();
    const timers = passableTimers(browser);
    const ran: string[] = [];
    const cleared = timers.setTimeout(() => ran.push('cleared'), 1000);
    timers.setTimeout(() => ran.push('dropped'), 2000);
    timers.clearTimeout(cleared);
    timers.dispose();

    timers.pass(5000);
    browser.advance(5000);
    expect(ran).toEqual([]);
    expect(browser.armed()).toBe(0);
  });

  it('say how long until the next one falls due, and how many wait', () => {
    const browser = browserTime();
    const timers = passableTimers(browser);
    expect(timers.untilNext()).toBe(Infinity);
    timers.hold();
    timers.setTimeout(() => undefined, 4000);
    timers.setTimeout(() => undefined, 3000);
    expect(timers.untilNext()).toBe(3000);
    expect(timers.waiting()).toBe(2);
    timers.pass(3500);
    expect(timers.untilNext()).toBe(500);
    timers.pass(500);
    expect(timers.untilNext()).toBe(Infinity);
    expect(timers.waiting()).toBe(0);
  });

  it('count the browser’s time and the time passed in what has elapsed', () => {
    const browser = browserTime();
    const timers = passableTimers(browser);
    browser.advance(250);
    timers.pass(2000);
    expect(timers.elapsed()).toBe(2250);
  });
});
