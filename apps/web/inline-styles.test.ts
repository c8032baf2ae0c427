import { describe, expect, it } from 'vitest';
import { withInlinedStyles, withoutStyleInPreloadList } from './inline-styles';

const page =
  '<html><head><script type="module" crossorigin src="/assets/index-Ab12.js"></script>\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">\n' +
  '<link rel="preload" href="/assets/inter-Ef56.woff2" as="font"></head><body></body></html>';
const css = '@font-face{src:url(/assets/inter-Ef56.woff2)}.a{color:red}';

describe("the entry's styles in the page", () => {
  it('replace its link, in the same place', () => {
    const html = withInlinedStyles(page, 'assets/index-Cd34.css', css);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      `index-Ab12.js"></script>\n<style id="entry-styles">${css}</style>\n<link rel="preload"`,
    );
  });

  it('are written as they are, even where they hold a replacement pattern', () => {
    const dollars = '.price::before{content:"$&$1$\'"}';
    expect(withInlinedStyles(page, 'assets/index-Cd34.css', dollars)).toContain(
      `<style id="entry-styles">${dollars}</style>`,
    );
  });

  it('refuse a sheet that would end the <style> early or point at its own folder', () => {
    expect(() =>
      withInlinedStyles(page, 'assets/index-Cd34.css', '.a::before{content:"</style>"}'),
    ).toThrow(/<\/style/);
    expect(() =>
      withInlinedStyles(page, 'assets/index-Cd34.css', '.a{background:url(./dot.svg)}'),
    ).toThrow(/relative/);
    expect(() =>
      withInlinedStyles(page, 'assets/index-Cd34.css', '.a{background:url("img/dot.svg")}'),
    ).toThrow(/relative/);
    // absolute paths and data URLs resolve the same from the page
    expect(() =>
      withInlinedStyles(
        page,
        'assets/index-Cd34.css',
        '.a{background:url("data:image/gif;base64,R0")}',
      ),
    ).not.toThrow();
  });

  it('fail the build when the page has no link for the sheet', () => {
    expect(() => withInlinedStyles(page, 'assets/other-Gh78.css', css)).toThrow(/no <link>/);
  });
});

describe("a lazy chunk's preload list", () => {
  const chunk = (files: string[]) =>
    `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n` +
    'import{a as e}from"./index-Ab12.js";const t=()=>e(()=>import("./Chart-Ij90.js"),__vite__mapDeps([0,1,2,3]));';

  it("names the entry's script where it named the entry's sheet, and nothing else moves", () => {
    const before = chunk([
      'assets/Chart-Ij90.js',
      'assets/index-Ab12.js',
      'assets/index-Cd34.css',
      'assets/Chart-Kl12.css',
    ]);
    const after = withoutStyleInPreloadList(
      before,
      'assets/index-Cd34.css',
      'assets/index-Ab12.js',
    );
    expect(after).toBe(
      chunk([
        'assets/Chart-Ij90.js',
        'assets/index-Ab12.js',
        'assets/index-Ab12.js',
        'assets/Chart-Kl12.css',
      ]),
    );
    // every line but the list's own is unchanged, so the source map still fits
    expect(after.split('\n').slice(1)).toEqual(before.split('\n').slice(1));
  });

  it('leaves a chunk that does not name the sheet as it is', () => {
    const code = chunk(['assets/Chart-Ij90.js', 'assets/Chart-Kl12.css']);
    expect(withoutStyleInPreloadList(code, 'assets/index-Cd34.css', 'assets/index-Ab12.js')).toBe(
      code,
    );
  });

  it('fails the build when the sheet is named anywhere else, or without the entry beside it', () => {
    expect(() =>
      withoutStyleInPreloadList(
        'const url="/assets/index-Cd34.css";',
        'assets/index-Cd34.css',
        'assets/index-Ab12.js',
      ),
    ).toThrow(/outside/);
    expect(() =>
      withoutStyleInPreloadList(
        chunk(['assets/Chart-Ij90.js', 'assets/index-Cd34.css']),
        'assets/index-Cd34.css',
        'assets/index-Ab12.js',
      ),
    ).toThrow(/without the entry/);
  });
});
