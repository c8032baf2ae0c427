// The signed-in floor for `npm run bench`: the least a signed-in page of the app can take, measured
// on the same server, identity provider and API as the app, so the app's own figures can be read
// against it.
//
// A member's tokens live in memory only, so every load of a signed-in page signs her in again
// before it can ask the API for anything: the built page's own boot scripts ask the identity
// provider in a hidden frame (prompt=none), load the sign-in code (oidc-client-ts) and trade the
// code for her tokens. The floor page is exactly that, copied from the build's index.html, and
// then one call (her workout figures) and one paragraph of text; none of the app's code, styles
// or font. Its largest paint is that paragraph. It is written into the bench's own build folder
// (never into a release build), after the build, and is not a goal: the bench prints it apart.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The address the bench opens. */
export const FLOOR_PATH = '/bench-floor.html';
/** Its one heading, which the bench reads back to know it measured this page. */
export const FLOOR_HEADING = 'Signed-in floor';

/**
 * Where the built page's sign-in script leaves its request and outcome: `PAGE_SIGN_IN_GLOBAL` in
 * apps/web/src/boot/page-boot.ts (this file is plain JavaScript for Node; floor.test.ts holds the
 * two to the same name).
 */
const PAGE_SIGN_IN_GLOBAL = '__reprallyPageSignIn';

/** The boot scripts a signed-in page runs before the app's code, as the build wrote them. */
const BOOT_SCRIPTS = ['theme-boot-script', 'page-boot-script', 'member-sign-in'];

/**
 * Writes the floor page and its script into `buildDir` (a build the preview server serves) for
 * the API at `apiUrl`. The boot scripts are copied byte for byte, so the content security policy
 * the server sends for the app's page (which allows them by hash) allows them here too.
 */
export async function writeFloorPage(buildDir, apiUrl) {
  const html = await readFile(join(buildDir, 'index.html'), 'utf8');
  const scripts = BOOT_SCRIPTS.map((id) => {
    const found = new RegExp(`<script id="${id}">[\\s\\S]*?</script>`).exec(html);
    if (!found) throw new Error(`the build's index.html has no inline script #${id}`);
    return found[0];
  });
  const signInModule = /"signInModule":"([^"]+)"/.exec(html)?.[1];
  if (!signInModule) throw new Error("the build's sign-in script names no sign-in module");
  if (!html.includes(PAGE_SIGN_IN_GLOBAL)) {
    throw new Error(
      `the build's sign-in script no longer leaves its request at ${PAGE_SIGN_IN_GLOBAL}`,
    );
  }

  await writeFile(
    join(buildDir, FLOOR_PATH),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${FLOOR_HEADING} | RepRally</title>
    ${scripts.join('\n    ')}
    <script type="module" src="/bench-floor.js"></script>
  </head>
  <body>
    <main>
      <h1>${FLOOR_HEADING}</h1>
      <p id="floor"></p>
    </main>
  </body>
</html>
`,
  );
  await writeFile(
    join(buildDir, 'bench-floor.js'),
    `// written by npm run bench (scripts/bench/floor.mjs)
const signIn = await import(${JSON.stringify(signInModule)});
// The page's boot script finishes the sign-in with this module (startPageSignIn), once the same
// import has resolved for it; taking the outcome before that would stop it. So wait until it
// reports the sign-in finished (checked every 10 ms, up to its own 10 s limit and a little more).
const page = window[${JSON.stringify(PAGE_SIGN_IN_GLOBAL)}];
for (let waited = 0; page && !page.finished && waited < 11000; waited += 10) {
  await new Promise((resolve) => setTimeout(resolve, 10));
}
const start = page?.finished ? signIn.takePageStart() : null;
const user = start ? await start.user.catch(() => null) : null;
const line = document.getElementById('floor');
if (!user) {
  line.textContent = 'Not signed in.';
} else {
  const answer = await fetch(${JSON.stringify(`${apiUrl}/users/me/workouts/stats`)}, {
    headers: { Accept: 'application/json', Authorization: \`Bearer \${user.access_token}\` },
  });
  const stats = await answer.json();
  line.textContent =
    \`\${stats.totalWorkouts} workouts logged, \${stats.weeklyAverage} a week on average, \` +
    \`and a streak of \${stats.currentStreak} days: your figures, read after signing you in.\`;
}
`,
  );
  return FLOOR_PATH;
}
