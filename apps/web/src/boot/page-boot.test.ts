import { describe, expect, it } from 'vitest';
import { BOOT_ATTRIBUTE, bootMode, pageBootScript, pageBootStyle } from './page-boot';

/** Runs the inline script against a fake page and reads the mode it set. */
function runScript(pathname: string, cookie: string): string | undefined {
  const attributes = new Map<string, string>();
  const document = {
    cookie,
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  new Function('document', 'location', pageBootScript())(document, { pathname });
  return attributes.get(BOOT_ATTRIBUTE);
}

const cases: [pathname: string, cookie: string, mode: string][] = [
  ['/', '', 'welcome'],
  ['/', 'other=1', 'welcome'],
  ['/', 'reprally_signed_in=1', 'member'],
  ['/', 'a=b; reprally_signed_in=1; c=d', 'member'],
  // an expired or cleared marker is not a member coming back
  ['/', 'reprally_signed_in=', 'welcome'],
  ['/', 'reprally_signed_in=10', 'welcome'],
  ['/leaderboard', '', 'frame'],
  ['/callback', '', 'frame'],
  ['/groups/1', 'reprally_signed_in=1', 'member'],
];

describe('the page boot', () => {
  it.each(cases)('on %s with cookies %j shows %s', (pathname, cookie, mode) => {
    expect(bootMode(pathname, cookie)).toBe(mode);
    expect(runScript(pathname, cookie)).toBe(mode);
  });

  it('hides the built page content unless the welcome is the page to show', () => {
    expect(pageBootStyle()).toBe(
      'html[data-boot=frame] #root main,html[data-boot=member] #root main{visibility:hidden}',
    );
  });
});
