import { describe, expect, it, vi } from 'vitest';
import {
  badgeShareText,
  isShareCancelled,
  shareBadge,
  tweetIntentUrl,
  type BadgeShareSubject,
  type ShareTarget,
} from './share-badge';

const subject: BadgeShareSubject = {
  badge: 'Champion',
  challenge: 'Century Club',
  appName: 'RepRally',
  siteUrl: 'https://reprally.app',
};
const TEXT =
  'I earned the Champion badge for completing the Century Club challenge on RepRally! Join me at reprally.app';

function target(overrides: Partial<ShareTarget> = {}) {
  return { open: vi.fn<ShareTarget['open']>(), ...overrides };
}

describe('badgeShareText', () => {
  it('names the badge, the challenge, the product and its public site', () => {
    expect(badgeShareText(subject)).toBe(TEXT);
  });

  it('names whichever site is configured', () => {
    const text = badgeShareText({ ...subject, appName: 'GymCrew', siteUrl: 'https://gym.example' });
    expect(text).toContain('on GymCrew!');
    expect(text).toMatch(/ Join me at gym\.example$/);
  });

  it('names the site by its host: no scheme, no path, the port kept', () => {
    expect(badgeShareText({ ...subject, siteUrl: 'https://reprally.app/' })).toBe(TEXT);
    expect(badgeShareText({ ...subject, siteUrl: 'http://localhost:5173/app' })).toMatch(
      / Join me at localhost:5173$/,
    );
    expect(badgeShareText({ ...subject, siteUrl: 'reprally.app' })).toBe(TEXT);
  });
});

describe('tweetIntentUrl', () => {
  it('carries the text, encoded, on the tweet intent', () => {
    const url = new URL(tweetIntentUrl('I earned <b>Gold</b> & more 💪 #1'));
    expect(`${url.origin}${url.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe('I earned <b>Gold</b> & more 💪 #1');
    expect(url.search).not.toMatch(/[<> ]/);
  });
});

describe('shareBadge', () => {
  it('uses the share sheet when the browser has one', async () => {
    const share = vi.fn<NonNullable<ShareTarget['share']>>().mockResolvedValue(undefined);
    const browser = target({ share });
    await expect(shareBadge(subject, browser)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Champion badge', text: TEXT });
    expect(browser.open).not.toHaveBeenCalled();
  });

  it('opens a tweet intent in a new window without opener or referrer otherwise', async () => {
    const browser = target();
    await expect(shareBadge(subject, browser)).resolves.toBe('tweeted');
    expect(browser.open).toHaveBeenCalledWith(
      tweetIntentUrl(TEXT),
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('tweets when the browser says it cannot share this data', async () => {
    const share = vi.fn<NonNullable<ShareTarget['share']>>();
    const browser = target({ share, canShare: () => false });
    await expect(shareBadge(subject, browser)).resolves.toBe('tweeted');
    expect(share).not.toHaveBeenCalled();
    expect(browser.open).toHaveBeenCalledTimes(1);
  });

  it('treats a closed share sheet (AbortError) as a cancel, not a failure', async () => {
    const share = vi
      .fn<NonNullable<ShareTarget['share']>>()
      .mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    const browser = target({ share });
    await expect(shareBadge(subject, browser)).resolves.toBe('cancelled');
    expect(browser.open).not.toHaveBeenCalled();
  });

  it('throws any other failure of the share sheet', async () => {
    const refused = new DOMException('Permission denied', 'NotAllowedError');
    const share = vi.fn<NonNullable<ShareTarget['share']>>().mockRejectedValue(refused);
    const browser = target({ share });
    await expect(shareBadge(subject, browser)).rejects.toBe(refused);
    expect(browser.open).not.toHaveBeenCalled();
  });
});

describe('isShareCancelled', () => {
  it('is true for AbortError only', () => {
    expect(isShareCancelled(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isShareCancelled(new DOMException('x', 'NotAllowedError'))).toBe(false);
    expect(isShareCancelled(new Error('AbortError'))).toBe(false);
    expect(isShareCancelled(null)).toBe(false);
  });
});
