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
