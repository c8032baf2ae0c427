/**
 * User-controlled text that stories use to prove nothing breaks layout or runs as markup:
 * a 200-character unbroken word, a script tag shown as text, emoji and right-to-left text.
 */
export const longWord = 'Supercalifragilistic'.repeat(10);
export const scriptText = '<script>alert(1)</script>';
export const emojiText = 'Leg day 🦵🔥💪🏽 done — 🏋️‍♀️×5';
export const rightToLeftText = 'تمرين الساقين اليوم';
export const hostileLabel = `${scriptText} ${emojiText}`;
export const hostileParagraph = `${longWord} ${scriptText} ${emojiText} ${rightToLeftText}`;
