/**
 * Content that must render as plain text everywhere: markup, script tags, a 200-character
 * word, emoji and right-to-left text. The seed spreads it over names, bios, group names,
 * captions and comments so every screen meets it.
 */

/** One unbroken 200-character word (wrapping and truncation must cope). */
export const longWord = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(6).slice(0, 200);

export const hostile = {
  scriptTag: '<script>alert("pwned")</script>',
  imgTag: '<img src=x onerror="alert(1)">',
  boldTag: '<b>bold</b>',
  longWord,
  emoji: '💪🏋️‍♀️🔥',
  arabic: 'مريم الحسيني',
  hebrew: 'נועה כהן',
} as const;

/**
 * Picture addresses a page must never load (script, inline data, local objects, another host by
 * the back door); the UI shows its placeholder instead. The seed gives one to a member's photo.
 */
export const hostileUrls = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(document.domain)',
  'java\tscript:alert(1)',
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20onload%3D%22alert(1)%22%2F%3E',
  'data:text/html,<script>alert(1)</script>',
  'blob:https://evil.example/4f1c',
  'file:///etc/passwd',
  '//evil.example/pixel.png',
  '/\\evil.example/pixel.png',
] as const;

export const hostileMemberSeeds = [
  {
    name: 'Brenda <b>Bold</b> Okoye',
    bio: `${hostile.scriptTag} I lift heavy things and put them down.`,
  },
  { name: `Hubert ${longWord}`, bio: longWord },
  { name: hostile.arabic, bio: 'أحب الجري في الصباح الباكر 🏃‍♀️ ثم القهوة.' },
  { name: '💪 Tomás Ruiz 🏋️‍♂️', bio: 'Squats 🦵, oats 🥣, repeat 🔁. 🔥🔥🔥' },
  { name: hostile.hebrew, bio: `${hostile.imgTag} שלום! מתאמנת כל בוקר.` },
] as const;

export const hostileCaptions = [
  `${hostile.scriptTag} post-leg-day pizza 🍕`,
  longWord,
  'ארוחת בוקר של אלופים 🥑',
  '🔥🔥🔥',
  `Check my <a href="https://evil.example">form</a> ${hostile.imgTag}`,
] as const;

export const hostileComments = [
  `${hostile.scriptTag}`,
  `Nice! ${longWord}`,
  'ما شاء الله، استمري! 💪',
  '<i>so</i> jealous 😅',
] as const;
