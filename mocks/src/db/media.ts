import type { PhotoType } from './tables';

/**
 * Pictures of the mock world as inline SVG data URLs: no network, same pixels in every
 * screenshot, small enough for the localStorage snapshot.
 */

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Initials from letters only, so hostile names never reach the SVG markup. */
function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, '').charAt(0))
    .filter(Boolean);
  return (letters.slice(0, 2).join('') || 'R').toUpperCase();
}

const avatarHues = [12, 38, 96, 152, 188, 214, 262, 318] as const;

export function avatarUrl(name: string, index: number): string {
  const hue = avatarHues[index % avatarHues.length] ?? 214;
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(${hue} 55% 45%)"/><text x="48" y="60" font-family="sans-serif" font-size="36" fill="white" text-anchor="middle">${initialsOf(name)}</text></svg>`,
  );
}

const photoHues: Record<PhotoType, number> = {
  Meal: 32,
  Temptation: 340,
  Progress: 200,
  Workout: 140,
};

export function photoUrl(type: PhotoType, index: number): string {
  const hue = photoHues[type] + (index % 5) * 6;
  const cx = 120 + ((index * 53) % 400);
  const cy = 110 + ((index * 37) % 260);
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><rect width="640" height="480" fill="hsl(${hue} 45% 82%)"/><circle cx="${cx}" cy="${cy}" r="90" fill="hsl(${hue} 50% 52%)"/><text x="320" y="450" font-family="sans-serif" font-size="28" fill="hsl(${hue} 40% 25%)" text-anchor="middle">${type} #${index}</text></svg>`,
  );
}

/** A picture that fails to decode at once, so the placeholder path is met without a network wait. */
export const brokenImageUrl = 'data:image/png;base64,AAAA';

export const defaultBadgeImage = 'badge-default.png';
