import { createServer, request, type Server } from 'node:http';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, brotli, serveCompressedCopies, writeCompressedCopies } from './precompress';

/** Text that compresses, `lines` lines of it. */
const code = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const value${i} = "${'x'.repeat(i % 40)}";`).join(
    '\n',
  );

let outDir: string;
let assets: string;
let server: Server;
let port: number;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'reprally-precompress-'));
  assets = join(outDir, 'assets');
  await mkdir(assets);
  await writeFile(join(assets, 'index-Ab12.js'), code(400));
  await writeFile(join(assets, 'home-Cd34.css'), `.a{color:red}\n`.repeat(200));
  await writeFile(join(assets, 'tiny-Ef56.js'), 'export const a = 1;');
  await writeFile(join(assets, 'inter-Gh78.woff2'), Buffer.alloc(4096, 7));
  await writeFile(join(outDir, 'index.html'), `<html>${'<p>welcome</p>'.repeat(200)}</html>`);
  // a file with a copy outside assets/, which no path may reach
  await writeFile(join(outDir, 'secret.js'), code(400));
  await writeCompressedCopies(assets);
  await writeFile(join(outDir, 'secret.js.br'), await brotli(Buffer.from(code(400))));
  // the copies' middleware, then what the preview server would do with the rest
  const serve = serveCompressedCopies(outDir, { 'X-Content-Type-Options': 'nosniff' });
  server = createServer((req, res) =>
    serve(req, res, (error?: unknown) => {
      res.statusCode = error ? 500 : 200;
      res.end('the next middleware');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(outDir, { recursive: true, force: true });
});

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** A raw request (no client that would decompress for us). */
function ask(path: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the build writes a Brotli copy', () => {
  it('beside each script and style sheet, holding the same bytes, and smaller', async () => {
    const names = await readdir(assets);
    expect(names.filter((name) => name.endsWith('.br')).sort()).toEqual([
      'home-Cd34.css.br',
      'index-Ab12.js.br',
    ]);
    for (const name of ['index-Ab12.js', 'home-Cd34.css']) {
      const original = await readFile(join(assets, name));
      const copy = await readFile(join(assets, `${name}.br`));
      expect(brotliDecompressSync(copy).equals(original)).toBe(true);
      expect(copy.length).toBeLessThan(original.length / 4);
    }
  });

  it('of no file too small to gain from it, and of no font (already compressed)', async () => {
    const names = await readdir(assets);
    expect(names).not.toContain('tiny-Ef56.js.br');
    expect(names).not.toContain('inter-Gh78.woff2.br');
  });
});

describe('the preview server', () => {
  it('sends the copy to a browser that accepts Brotli, typed, with the other headers', async () => {
    const answer = await ask('/assets/index-Ab12.js?v=1', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(code(400));

    const sheet = await ask('/assets/home-Cd34.css', 'br');
    expect(sheet.headers['content-type']).toBe('text/css');
    expect(brotliDecompressSync(sheet.body).toString()).toBe(`.a{color:red}\n`.repeat(200));
  });

  it('answers a HEAD with the headers alone', async () => {
    const answer = await ask('/assets/index-Ab12.js', 'br', 'HEAD');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it("leaves everything else to the server's own files and compression", async () => {
    for (const [path, encoding] of [
      // not accepted, or refused
      ['/assets/index-Ab12.js', 'gzip, deflate'],
      ['/assets/index-Ab12.js', undefined],
      ['/assets/index-Ab12.js', 'gzip, br;q=0'],
      // no copy: too small, a font, no such file
      ['/assets/tiny-Ef56.js', 'br'],
      ['/assets/inter-Gh78.woff2', 'br'],
      ['/assets/missing-Zz99.js', 'br'],
      // outside assets/: the page, other files, and paths that try to leave the folder
      ['/', 'br'],
      ['/index.html', 'br'],
      ['/secret.js', 'br'],
      ['/assets/../secret.js', 'br'],
      ['/assets/..%2Fsecret.js', 'br'],
      ['/assets/%2E%2E%2Fsecret.js', 'br'],
      ['/assets/%E0%A4%A.js', 'br'],
    ] as const) {
      const answer = await ask(path, encoding);
      expect({ path, encoding, status: answer.status, body: answer.body.toString() }).toEqual({
        path,
        encoding,
        status: 200,
        body: 'the next middleware',
      });
      expect(answer.headers['content-encoding']).toBeUndefined();
    }
  });

  it('sends nothing of its own for a POST', async () => {
    const answer = await ask('/assets/index-Ab12.js', 'br', 'POST');
    expect(answer.body.toString()).toBe('the next middleware');
  });
});

describe('Accept-Encoding', () => {
  it('accepts Brotli when it is listed, in any case and with any weight above 0', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('BR')).toBe(true);
    expect(acceptsBrotli('gzip;q=1.0, br;q=0.5')).toBe(true);
    expect(acceptsBrotli(['gzip', 'br'])).toBe(true);
  });

  it('does not when it is absent, refused, or only part of another name', () => {
    expect(acceptsBrotli(undefined)).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('br;q=0')).toBe(false);
    expect(acceptsBrotli('br; q=0.000')).toBe(false);
    expect(acceptsBrotli('brotli, xbr')).toBe(false);
  });
});
