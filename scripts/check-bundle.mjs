/**
 * Bundle budgets (checked in CI, not by eye):
 * - a production build for a real API (VITE_API_BASE_URL set) holds no msw, faker or mock code;
 * - the app's main chunk (entry + its static imports), gzipped, stays within 190 KB, and is one
 *   file: the build keeps every module the entry loads statically in the entry chunk (a shared
 *   chunk split off it costs a request and compresses worse). The first paint itself needs none
 *   of it (index.html holds the welcome page and the frame as HTML); the chunk is what must run
 *   before the page answers a click. The sign-in library (oidc-client-ts) and every screen,
 *   the dashboard included, are not part of it: they load on demand (the dashboard at boot for a
 *   member coming back). Lazy screens may grow it a little, by the parts of libraries already in
 *   the entry that only they use;
 * - it holds no modal layer or menu (Radix's dialog, focus trap, dismissable layer, menu and
 *   popper, Floating UI, the scroll lock): no page needs one before it is shown (the phone's side
 *   menu loads its sheet once the page is idle); nor does the admin area's frame, with what it
 *   imports statically (the phone's section menu loads on its own too);
 * - index.html holds the prerendered welcome page, in both builds, and the entry's styles as a
 *   <style> (a linked sheet would hold its first paint back);
 * - every lazily loaded chunk stays within 40 KB gzipped (the mock backend aside, in mock mode);
 * - the theme and base CSS are in the build;
 * - the entry chunk starts with V8's compile hint, which must be its first line, and so does every
 *   chunk holding a modal layer's or a menu's code (compiled as it loads, not in the press);
 * - every script and style sheet of at least 1 KB has the Brotli copy the build writes beside it
 *   (apps/web/precompress.ts), which is what browsers receive;
 * - React Router is its production build, not the development one its package points at.
 * Builds twice into temporary folders: for a real API, and in mock mode.
 */
import { build } from 'vite';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { POPUP_CODE } from './popup-code.mjs';

// the local identity provider's plugin pulls extensionless TypeScript into the config bundle
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const root = fileURLToPath(new URL('../apps/web', import.meta.url));
const INITIAL_BUDGET_KB = 190;
const INITIAL_MAX_FILES = 1;
const CHUNK_BUDGET_KB = 40;
const mockMarkers = [
  'mockServiceWorker',
  '@faker-js',
  'faker.',
  'setupWorker',
  'msw/browser',
  'MSW',
];

const kb = (bytes) => bytes / 1024;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

async function buildInto(env) {
  const outDir = mkdtempSync(join(tmpdir(), 'reprally-bundle-'));
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, sourcemap: 'hidden', manifest: true },
    });
  } finally {
    process.env = saved;
  }
  return outDir;
}

/**
 * The entry script and everything it imports statically: what loads before first paint. Read
 * from Vite's build manifest (each chunk's static `imports`), not from the minified code.
 */
function initialChunks(outDir) {
  const manifest = readManifest(outDir);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  return staticClosure(manifest, entry);
}

const readManifest = (outDir) =>
  JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

/** The files of the manifest's chunk `key` and of every chunk it imports statically. */
function staticClosure(manifest, key) {
  const seen = new Set();
  const visit = (next) => {
    const chunk = manifest[next];
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

function jsFiles(outDir) {
  return readdirSync(join(outDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => join('assets', name));
}

const failures = [];

// 1. A build for a real API: no mock code anywhere, and the budgets.
const realApi = await buildInto({ VITE_API_BASE_URL: 'https://api.example.com/api/v1' });
for (const file of jsFiles(realApi)) {
  const code = readFileSync(join(realApi, file), 'utf8');
  const marker = mockMarkers.find((needle) => code.includes(needle));
  if (marker) failures.push(`${file} holds mock code ('${marker}') in a build for a real API`);
}
// the theme and base styles must survive tree-shaking (they once did not, and the app was bare)
const css = readdirSync(join(realApi, 'assets'))
  .filter((name) => name.endsWith('.css'))
  .map((name) => readFileSync(join(realApi, 'assets', name), 'utf8'))
  .join('\n');
for (const needle of ['.rr-theme-light', '.rr-theme-dark', 'box-sizing:border-box']) {
  if (!css.includes(needle))
    failures.push(`the production CSS lacks ${needle}: theme styles were tree-shaken away`);
}
const initial = initialChunks(realApi);
const initialKb = kb(initial.reduce((sum, file) => sum + gz(join(realApi, file)), 0));
console.log(
  `Main chunk, the JS that runs before the page answers (real API build; the first paint is HTML): ${initialKb.toFixed(1)} KB gz in ${initial.length} file(s), budget ${INITIAL_BUDGET_KB} KB in ${INITIAL_MAX_FILES} file(s)`,
);
for (const file of initial) {
  // what a browser receives: the Brotli copy the build writes beside it (budgets stay in gzip)
  const copy = join(realApi, `${file}.br`);
  const sent = existsSync(copy) ? `, sent as ${kb(statSync(copy).size).toFixed(1)} KB br` : '';
  console.log(`  initial ${file}: ${kb(gz(join(realApi, file))).toFixed(1)} KB gz${sent}`);
}
// every script and style sheet a browser would gain from it has its Brotli copy
for (const name of readdirSync(join(realApi, 'assets'))) {
  const path = join(realApi, 'assets', name);
  if (/\.(js|css)$/.test(name) && statSync(path).size >= 1024 && !existsSync(`${path}.br`))
    failures.push(`assets/${name} has no Brotli copy (assets/${name}.br)`);
}
if (initialKb > INITIAL_BUDGET_KB)
  failures.push(`initial JS ${initialKb.toFixed(1)} KB gz > ${INITIAL_BUDGET_KB} KB`);
if (initial.length > INITIAL_MAX_FILES)
  failures.push(
    `initial JS is split into ${initial.length} files (at most ${INITIAL_MAX_FILES}): a module the entry imports statically left the entry chunk (see build.rolldownOptions in apps/web/vite.config.ts)`,
  );
// the entry asks the browser to compile all of it while it streams in (a compile hint that only
// works as the file's very first line), off the main thread
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
if (!readFileSync(join(realApi, initial[0]), 'utf8').startsWith(COMPILE_HINT))
  failures.push(`${initial[0]} does not start with the compile hint ${COMPILE_HINT.trim()}`);
/** The sources a built file's map names, read once per file. */
const mapSources = new Map();
const sourcesOf = (file) => {
  if (!mapSources.has(file))
    mapSources.set(file, JSON.parse(readFileSync(join(realApi, `${file}.map`), 'utf8')).sources);
  return mapSources.get(file);
};
// Read from the source maps, as minified code names nothing: libraries in their release builds
// (React Router's package names only its development build, and the app's Vite config points a
// release build at the production one beside it), and no modal layer or menu in the main chunk
// or the admin area's frame (no page needs one before it is shown), and the chunks that do hold
// one marked with the compile hint (their code first runs inside the press that opens it)
for (const file of jsFiles(realApi)) {
  const sources = sourcesOf(file);
  const development = sources.find((source) => /react-router\/dist\/development\//.test(source));
  if (development) failures.push(`${file} holds React Router's development build (${development})`);
  const popup = sources.find((source) => POPUP_CODE.test(source));
  if (popup && file === initial[0])
    failures.push(
      `${file} holds modal layer or menu code (${popup}): a dialog or menu imported statically by the shell? Load it as a lazy part`,
    );
  else if (popup && !readFileSync(join(realApi, file), 'utf8').startsWith(COMPILE_HINT))
    failures.push(
      `${file} holds modal layer or menu code (${popup}) but does not start with the compile hint ${COMPILE_HINT.trim()}`,
    );
}
// the admin area's frame, which every admin screen waits for
const realManifest = readManifest(realApi);
const adminFrame = Object.keys(realManifest).find(
  (key) =>
    realManifest[key].file.endsWith('.js') &&
    sourcesOf(realManifest[key].file).some((source) =>
      source.endsWith('/features/admin/AdminLayout/AdminLayout.tsx'),
    ),
);
if (!adminFrame) failures.push("no chunk of the build holds the admin area's frame (AdminLayout)");
for (const file of adminFrame ? staticClosure(realManifest, adminFrame) : []) {
  const popup = sourcesOf(file).find((source) => POPUP_CODE.test(source));
  if (popup)
    failures.push(
      `${file}, loaded with the admin area's frame, holds menu or layer code (${popup}): load it as a lazy part`,
    );
}
for (const file of jsFiles(realApi).filter((file) => !initial.includes(file))) {
  const size = kb(gz(join(realApi, file)));
  console.log(`  lazy chunk ${file}: ${size.toFixed(1)} KB gz`);
  if (size > CHUNK_BUDGET_KB)
    failures.push(`${file} is ${size.toFixed(1)} KB gz > ${CHUNK_BUDGET_KB} KB`);
}

// 2. Mock mode: the mock backend is there, but only as a lazily loaded chunk.
const mockMode = await buildInto({ VITE_API_BASE_URL: '' });
const mockInitial = initialChunks(mockMode);
const mockInInitial = mockInitial.filter((file) =>
  mockMarkers.some((needle) => readFileSync(join(mockMode, file), 'utf8').includes(needle)),
);
if (mockInInitial.length > 0)
  failures.push(`mock code loads before first paint in mock mode: ${mockInInitial.join(', ')}`);
const lazyMock = jsFiles(mockMode).filter(
  (file) =>
    !mockInitial.includes(file) &&
    readFileSync(join(mockMode, file), 'utf8').includes('setupWorker'),
);
if (lazyMock.length === 0) failures.push('mock mode has no lazily loaded mock backend chunk');
else
  console.log(
    `Mock mode: the mock backend loads lazily (${lazyMock.map((f) => `${f} ${kb(gz(join(mockMode, f))).toFixed(1)} KB gz`).join(', ')})`,
  );

// 3. Both pages hold the welcome as HTML (the prerender step of the build), in the app's frame
for (const [name, outDir] of [
  ['real API', realApi],
  ['mock mode', mockMode],
]) {
  const page = readFileSync(join(outDir, 'index.html'), 'utf8');
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(page)?.[1] ?? '';
  if (!root.includes('<header') || !/<h1[^>]*>Welcome to [^<]+<\/h1>/.test(root))
    failures.push(`the ${name} build's index.html does not hold the prerendered welcome page`);
  // its first paint waits for no style sheet: the entry's styles are written into it
  const linked = /<link rel="stylesheet"[^>]*>/.exec(page)?.[0];
  if (linked) failures.push(`the ${name} build's index.html links a style sheet: ${linked}`);
  const styles = /<style id="entry-styles">([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
  const styleKb = kb(gzipSync(styles, { level: 9 }).length);
  console.log(`${name}: the entry's styles in index.html, ${styleKb.toFixed(1)} KB gz`);
  if (!styles.includes('.rr-theme-light'))
    failures.push(`the ${name} build's index.html does not hold the theme's styles`);
}
rmSync(realApi, { recursive: true, force: true });
rmSync(mockMode, { recursive: true, force: true });

if (failures.length > 0) {
  for (const failure of failures) console.error(`✖ ${failure}`);
  process.exit(1);
}
console.log('✔ Bundle budgets hold');
