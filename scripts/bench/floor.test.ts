import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FLOOR_HEADING, FLOOR_PATH, writeFloorPage } from './floor.mjs';

// the head of a built index.html, as the build writes it (scripts shortened)
const THEME =
  '<script id="theme-boot-script">document.documentElement.dataset.theme="light"</script>';
const BOOT =
  '<script id="page-boot-script">document.documentElement.setAttribute("data-boot","member")</script>';
const SIGN_IN =
  '<script id="member-sign-in">(function(w,c){w["__reprallyPageSignIn"]={};import(c.signInModule)})' +
  '(window,{"discovery":"/idp/.well-known/openid-configuration","signInModule":"/assets/user-manager-Ab1.js"});</script>';
const APP_CODE = '<script id="app-code">load("/assets/index-Xy9.js")</script>';
const PRELOADS = '<script id="member-preloads">preload("/assets/home-Q.js")</script>';
const builtPage = (scripts: string[]) =>
  `<!doctype html><html lang="en"><head><style>body{margin:0}</style>${scripts.join('')}</head>` +
  '<body><div id="root"></div></body></html>';

describe("the bench's signed-in floor page", () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'floor-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("holds the built page's boot scripts byte for byte, and none of the app's code", async () => {
    await writeFile(join(dir, 'index.html'), builtPage([THEME, BOOT, APP_CODE, PRELOADS, SIGN_IN]));
    expect(await writeFloorPage(dir, 'http://127.0.0.1:4010/api/v1')).toBe(FLOOR_PATH);
    const page = await readFile(join(dir, FLOOR_PATH), 'utf8');
    // byte for byte: the server's content security policy allows these by their hashes
    for (const script of [THEME, BOOT, SIGN_IN]) expect(page).toContain(script);
    expect(page).not.toContain('app-code');
    expect(page).not.toContain('member-preloads');
    expect(page).not.toContain('<style>');
    expect(page).toContain(`<h1>${FLOOR_HEADING}</h1>`);
    expect(page).toContain('<script type="module" src="/bench-floor.js"></script>');
  });

  it('takes the sign-in from the chunk the page loads, and asks the API it is given', async () => {
    await writeFile(join(dir, 'index.html'), builtPage([THEME, BOOT, SIGN_IN, APP_CODE]));
    await writeFloorPage(dir, 'http://127.0.0.1:4010/api/v1');
    const script = await readFile(join(dir, 'bench-floor.js'), 'utf8');
    expect(script).toContain('await import("/assets/user-manager-Ab1.js")');
    // the name the app's boot script leaves its sign-in under (read from its source: nothing
    // outside apps/web imports it)
    const boot = await readFile(
      new URL('../../apps/web/src/boot/page-boot.ts', import.meta.url),
      'utf8',
    );
    const name = /export const PAGE_SIGN_IN_GLOBAL = '([^']+)'/.exec(boot)?.[1];
    expect(name).toBeTruthy();
    expect(script).toContain(`window[${JSON.stringify(name)}]`);
    expect(script).toContain('"http://127.0.0.1:4010/api/v1/users/me/workouts/stats"');
  });

  it('stops the bench when the build no longer has a boot script it copies', async () => {
    await writeFile(join(dir, 'index.html'), builtPage([THEME, SIGN_IN, APP_CODE]));
    await expect(writeFloorPage(dir, 'http://127.0.0.1:4010/api/v1')).rejects.toThrow(
      'no inline script #page-boot-script',
    );
    const noModule = SIGN_IN.replace(
      '"signInModule":"/assets/user-manager-Ab1.js"',
      '"timeoutMs":1',
    );
    await writeFile(join(dir, 'index.html'), builtPage([THEME, BOOT, noModule]));
    await expect(writeFloorPage(dir, 'http://127.0.0.1:4010/api/v1')).rejects.toThrow(
      'names no sign-in module',
    );
  });
});
