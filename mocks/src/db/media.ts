import { photoTypes, type PhotoType } from './tables';

/**
 * Pictures of the mock world, served like a real media server's files at
 * `/api/v1/media/{key}` (the media handler group answers them). Drawn pictures (avatars, group
 * photos) are SVGs made from their key alone, so the same key always gives the same pixels in
 * every screenshot and they cost nothing in the localStorage snapshot; uploaded pictures are kept
 * in the `media` table.
 */

/** Where the server hands out its pictures: relative, so it resolves on the page's own origin. */
export const MEDIA_PATH = '/api/v1/media';

export const mediaUrl = (key: string): string => `${MEDIA_PATH}/${key}`;

/** The key of a picture address this server handed out, or null for any other address. */
export function mediaKeyOf(url: string | null | undefined): string | null {
  const prefix = `${MEDIA_PATH}/`;
  return url?.startsWith(prefix) ? url.slice(prefix.length) : null;
}

/** Letters of the scripts written right to left: Hebrew, Arabic and their neighbours. */
const rightToLeft = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

/**
 * Up to two initials, the first letter of each of the name's first two words that hold one, in
 * any script ('Ana Moreno' → 'AM', 'مريم الحسيني' → 'ما'). Letters only, so hostile names never
 * reach a key or the SVG markup with anything but letters. Two letters that run in opposite
 * directions read in neither order: the first stands alone, as the app's own initials do.
 */
function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => /\p{L}/u.exec(word)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2);
  const [first = 'R', second = ''] = letters;
  const mixed = second !== '' && rightToLeft.test(first) !== rightToLeft.test(second);
  return (mixed ? [first] : [first, second]).map(capital).join('');
}

/** A letter's capital, where it is one letter too ('ß' stays, rather than becoming 'SS'). */
function capital(letter: string): string {
  const upper = letter.toLocaleUpperCase('en');
  return [...upper].length === 1 ? upper : letter;
}

const avatarHues = [12, 38, 96, 152, 188, 214, 262, 318] as const;

/** A member's drawn avatar: their initials on one of eight colours. */
export function avatarUrl(name: string, index: number): string {
  return mediaUrl(
    `avatar-${index % avatarHues.length}-${encodeURIComponent(initialsOf(name))}.svg`,
  );
}

const photoHues: Record<PhotoType, number> = {
  Meal: 32,
  Temptation: 340,
  Progress: 200,
  Workout: 140,
};

/** A drawn group photo of the type, numbered `index`. */
export function photoUrl(type: PhotoType, index: number): string {
  return mediaUrl(`photo-${type.toLowerCase()}-${index}.svg`);
}

// dark enough on every hue that the white initials read at 4.5:1 or more, in either theme
function avatarSvg(hueIndex: number, initials: string): string {
  const hue = avatarHues[hueIndex] ?? 214;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(${hue} 55% 32%)"/><text x="48" y="60" font-family="sans-serif" font-size="36" fill="white" text-anchor="middle">${initials}</text></svg>`;
}

function photoSvg(type: PhotoType, index: number): string {
  const hue = photoHues[type] + (index % 5) * 6;
  const cx = 120 + ((index * 53) % 400);
  const cy = 110 + ((index * 37) % 260);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><rect width="640" height="480" fill="hsl(${hue} 45% 82%)"/><circle cx="${cx}" cy="${cy}" r="90" fill="hsl(${hue} 50% 52%)"/><text x="320" y="450" font-family="sans-serif" font-size="28" fill="hsl(${hue} 40% 25%)" text-anchor="middle">${type} #${index}</text></svg>`;
}

const photoTypeOfKey = new Map(photoTypes.map((type) => [type.toLowerCase(), type] as const));

/** `text` with its percent-escapes decoded, or as it is when they are not valid UTF-8. */
function safelyDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The SVG markup a drawn picture's key stands for, or null when the key names none. */
export function drawnPicture(key: string): string | null {
  // the router hands the key over decoded or not, depending on the server: read it decoded;
  // an avatar's initials are one or two letters, nothing else
  const avatar = /^avatar-([0-7])-(\p{L}{1,2})\.svg$/u.exec(safelyDecoded(key));
  if (avatar) return avatarSvg(Number(avatar[1]), avatar[2] ?? 'R');
  const photo = /^photo-([a-z]+)-(0|[1-9]\d{0,8})\.svg$/.exec(key);
  const type = photo && photoTypeOfKey.get(photo[1] ?? '');
  if (photo && type) return photoSvg(type, Number(photo[2]));
  return null;
}

/** The key whose answer is a PNG that cannot be decoded. */
export const BROKEN_IMAGE_KEY = 'broken.png';

/**
 * A picture that fails to decode as soon as it arrives (the server answers a few bytes that are
 * no PNG), so the placeholder path is met without a network wait.
 */
export const brokenImageUrl = mediaUrl(BROKEN_IMAGE_KEY);

export const defaultBadgeImage = 'badge-default.png';
