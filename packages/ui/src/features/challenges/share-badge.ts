/**
 * Sharing an earned badge: the device's share sheet when the browser has one, otherwise a tweet
 * intent in a new window. The text names the product's public site.
 */

export const TWEET_INTENT_URL = 'https://twitter.com/intent/tweet';

/** A new window that gets neither `window.opener` nor the page's address as referrer. */
export const NEW_WINDOW_FEATURES = 'noopener,noreferrer';

export type BadgeShareSubject = {
  /** The badge's name, e.g. 'Champion'. */
  badge: string;
  /** The challenge that earned it, e.g. 'Century Club'. */
  challenge: string;
  /** The product's name (VITE_APP_NAME). */
  appName: string;
  /** The product's public site (VITE_SITE_URL), e.g. 'https://reprally.app'. */
  siteUrl: string;
};

/** What the browser offers for sharing; `browserShareTarget()` reads the real one. */
export type ShareTarget = {
  /** `navigator.share`, where the browser has a share sheet. */
  share?: (data: ShareData) => Promise<void>;
  /** `navigator.canShare`, where the browser can say in advance that it cannot share the data. */
  canShare?: (data: ShareData) => boolean;
  /** `window.open`. */
  open: (url: string, target: string, features: string) => unknown;
};

/** How a share ended: through the share sheet, as a tweet intent, or cancelled by the member. */
export type ShareOutcome = 'shared' | 'tweeted' | 'cancelled';

/**
 * The share text. It names the public site by its host ('reprally.app'), as people write it; a
 * setting that is not a full address is named as it is written.
 */
export function badgeShareText({ badge, challenge, appName, siteUrl }: BadgeShareSubject): string {
  return `I earned the ${badge} badge for completing the ${challenge} challenge on ${appName}! Join me at ${siteHost(siteUrl)}`;
}

function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
}

export function badgeShareData(subject: BadgeShareSubject): ShareData {
  return { title: `${subject.badge} badge`, text: badgeShareText(subject) };
}

/** https://twitter.com/intent/tweet?text=... with the text encoded. */
export function tweetIntentUrl(text: string): string {
  const url = new URL(TWEET_INTENT_URL);
  url.searchParams.set('text', text);
  return url.toString();
}

/** The member closed the share sheet: `navigator.share` rejects with an AbortError. */
export function isShareCancelled(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}

/** The share sheet and window of the browser this runs in. */
export function browserShareTarget(): ShareTarget {
  const nav: Partial<Pick<Navigator, 'share' | 'canShare'>> =
    typeof navigator === 'undefined' ? {} : navigator;
  return {
    share: typeof nav.share === 'function' ? (data) => navigator.share(data) : undefined,
    canShare: typeof nav.canShare === 'function' ? (data) => navigator.canShare(data) : undefined,
    open: (url, target, features) => window.open(url, target, features),
  };
}

/**
 * Shares the badge. With a share sheet (`navigator.share`) the member picks where; cancelling it
 * is not a failure ('cancelled'). Without one, or when the browser says it cannot share this
 * data, a tweet intent opens in a new window. Any other failure of the share sheet is thrown.
 */
export async function shareBadge(
  subject: BadgeShareSubject,
  target: ShareTarget = browserShareTarget(),
): Promise<ShareOutcome> {
  const data = badgeShareData(subject);
  if (target.share && (target.canShare?.(data) ?? true)) {
    try {
      await target.share(data);
      return 'shared';
    } catch (error) {
      if (isShareCancelled(error)) return 'cancelled';
      throw error;
    }
  }
  target.open(tweetIntentUrl(data.text ?? ''), '_blank', NEW_WINDOW_FEATURES);
  return 'tweeted';
}
