/**
 * The build's scripts and style sheets, compressed ahead of time with Brotli at its highest
 * quality, and the preview server sending those copies to browsers that accept them.
 *
 * Every browser we support accepts Brotli, and at quality 11 it makes our code about 14 % smaller
 * than the gzip a server makes on the fly (the dashboard's files before its largest paint: about
 * 199 KB against 230 KB). On a phone's slow line that is time before a member's page shows. Quality
 * 11 is too slow to run for each response, so the build writes `name.br` beside each file under
 * `assets/`, once, and a host serves it as it is (nginx: `brotli_static on`; most static hosts
 * do the same with a file they find beside the one asked for). Vite's preview server compresses
 * with gzip only, so the plugin also teaches it to send the `.br` copies, as a host would; the
 * end-to-end tests and the bench then measure what members get.
 *
 * Only `assets/`: its names carry a hash of their content, so a copy can never be older than its
 * file. Fonts and pictures are compressed formats already, and the page itself (index.html) is
 * rewritten after the bundle is written; both are left to the server's own compression.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Connect, Plugin, ResolvedConfig } from 'vite';

const compress = promisify(brotliCompress);

/** Where the build puts the files it names by their content. */
export const ASSETS_DIR = 'assets';

/** The kinds of file compressed, with the type each is sent as. */
export const COMPRESSED_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Below this, a compressed copy saves less than the bytes of a response's headers. */
export const MIN_BYTES = 1024;

/** `bytes` compressed with Brotli at quality 11, told it is text. */
export async function brotli(bytes: Buffer): Promise<Buffer> {
  return compress(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * Writes `file.br` beside each file of a kind in COMPRESSED_TYPES (script, style sheet, SVG,
 * JSON) of at least MIN_BYTES in `dir`, when the copy is smaller. Returns the names of the files it wrote a copy for.
 */
export async function writeCompressedCopies(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => extname(name) in COMPRESSED_TYPES);
  const written = await Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(join(dir, name));
      if (bytes.length < MIN_BYTES) return null;
      const copy = await brotli(bytes);
      if (copy.length >= bytes.length) return null;
      await writeFile(join(dir, `${name}.br`), copy);
      return name;
    }),
  );
  return written.filter((name): name is string => name !== null);
}

/** Whether an Accept-Encoding header accepts Brotli (and does not refuse it with q=0). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const values = Array.isArray(header) ? header.join(',') : (header ?? '');
  return values.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding?.trim().toLowerCase() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * A middleware that answers a GET or HEAD for a file under `/assets/` in `outDir` with its `.br`
 * copy, when the browser accepts Brotli and the copy exists; anything else goes on to the next
 * middleware (the server's own files and compression). `headers` are sent with it, as the server
 * sends them with its own files.
 */
export function serveCompressedCopies(
  outDir: string,
  headers: Readonly<OutgoingHttpHeaders> = {},
): Connect.NextHandleFunction {
  const assets = resolve(outDir, ASSETS_DIR);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = (req.url ?? '').split(/[?#]/)[0]!;
    if (!path.startsWith(`/${ASSETS_DIR}/`)) return next();
    const type = COMPRESSED_TYPES[extname(path)];
    if (!type) return next();
    if (!acceptsBrotli(req.headers['accept-encoding'])) return next();
    let name: string;
    try {
      name = decodeURIComponent(path.slice(ASSETS_DIR.length + 2));
    } catch {
      return next();
    }
    const file = resolve(assets, name);
    // one file directly in assets/, never a path that leaves it
    if (name.includes('/') || name.includes(sep) || !file.startsWith(assets + sep)) return next();
    stat(`${file}.br`).then(
      (found) => {
        if (!found.isFile()) return next();
        for (const [header, value] of Object.entries(headers))
          if (value !== undefined) res.setHeader(header, value);
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', 'br');
        // the answer depends on that header, so caches keep the copies apart
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Content-Length', found.size);
        res.statusCode = 200;
        if (req.method === 'HEAD') {
          res.end();
          return;
        }
        // the file is closed however the answer ends, a browser going away mid-answer included
        pipeline(createReadStream(`${file}.br`), res, () => undefined);
      },
      () => next(),
    );
  };
}

/**
 * The plugin: the browser's build writes the copies once it is written (after every other
 * plugin's changes to its files), and the preview server sends them.
 */
export function precompressAssets(): Plugin {
  let config: ResolvedConfig;
  // the bundle was written: a build that failed before wrote nothing to compress, and its own
  // error, not this plugin's, is the one to read
  let bundleWritten = false;
  return {
    name: 'reprally-precompress-assets',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      bundleWritten = false;
    },
    writeBundle() {
      bundleWritten = true;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // the browser's build only, not the welcome page's prerender build for Node
        if (config.command !== 'build' || config.build.ssr || !config.build.write) return;
        if (!bundleWritten) return;
        const dir = resolve(config.root, config.build.outDir, ASSETS_DIR);
        const written = await writeCompressedCopies(dir);
        if (written.length === 0) throw new Error(`the build wrote no Brotli copies in ${dir}`);
      },
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(serveCompressedCopies(outDir, server.config.preview.headers ?? {}));
    },
  };
}
