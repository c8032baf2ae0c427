/** Debian's Chromium; Playwright's own browser downloads are not available. */
export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for every Chromium the journeys and the bench launch: no GPU, QUIC or background traffic. */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
