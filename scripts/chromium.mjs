import { existsSync } from 'node:fs';

/** Debian's Chromium, or wherever CHROMIUM_PATH points. Playwright's own downloads fail here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function assertChromium() {
  if (existsSync(chromiumPath)) return;
  console.error(
    [
      '',
      `Chromium was not found at ${chromiumPath}.`,
      'The story tests and end-to-end tests run in a real Chromium. Install it with:',
      '',
      '  sudo apt-get update && sudo apt-get install -y chromium',
      '',
      'or, if Chromium lives elsewhere, point CHROMIUM_PATH at it:',
      '',
      '  CHROMIUM_PATH=/path/to/chromium npm test',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
