/**
 * The entry's style sheet, written into index.html instead of linked from it.
 *
 * A linked style sheet blocks rendering: the browser paints nothing until it has arrived, one
 * more request after the page itself. The page holds the welcome page and the member's frame as
 * HTML, so with the styles in it the first paint needs the page alone. The sheet is small (about
 * 5 KB compressed: the theme, the base styles and the shell's components); every screen loaded
 * later keeps its own linked sheet.
 *
 * Vite lists the entry's sheet among the files a lazy chunk needs (its preload list), and would
 * link it on the first lazy import when it finds no <link> for it in the page: a second copy of
 * rules the page already has, added after the screens' own sheets. So each list names, in its
 * place, the entry's script: a file in that same list, already loaded, so nothing is fetched.
 * The list is the chunk's first line and a list of its own, so no other line or column moves and
 * the source maps stay true.
 */

/** The `<link>` Vite writes into index.html for a style sheet of the entry. */
function styleLinkPattern(cssFile: string): RegExp {
  const href = `/${cssFile}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<link rel="stylesheet"(?: crossorigin)? href="${href}">`);
}

/** index.html with the sheet `cssFile` (its text: `css`) written in, in place of its link. */
export function withInlinedStyles(html: string, cssFile: string, css: string): string {
  if (/<\/style/i.test(css))
    throw new Error(`${cssFile} holds '</style', which would end its <style>`);
  const relative = /url\((?!["']?(?:\/|data:))/.exec(css);
  if (relative)
    throw new Error(
      `${cssFile} has a url() relative to its own folder; in the page it would not resolve`,
    );
  const link = styleLinkPattern(cssFile);
  if (!link.test(html)) throw new Error(`index.html has no <link> for ${cssFile}`);
  return html.replace(link, () => `<style id="entry-styles">${css}</style>`);
}

/** The first line of a chunk that lazily imports others: Vite's list of the files they need. */
const PRELOAD_LIST =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]\n]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;

/**
 * A chunk's code with `cssFile` replaced by `entryFile` in its preload list (see above), or the
 * code as it is when it does not name the sheet. Both are paths from the output folder.
 */
export function withoutStyleInPreloadList(
  code: string,
  cssFile: string,
  entryFile: string,
): string {
  if (!code.includes(cssFile)) return code;
  const match = PRELOAD_LIST.exec(code);
  if (!match?.[1]) throw new Error(`a chunk names ${cssFile} outside Vite's preload list`);
  const files = JSON.parse(match[1]) as string[];
  if (!files.includes(entryFile))
    throw new Error(`a preload list names ${cssFile} without the entry's script ${entryFile}`);
  const list = JSON.stringify(files.map((file) => (file === cssFile ? entryFile : file)));
  const line = match[0].replace(match[1], () => list);
  const rewritten = line + code.slice(match[0].length);
  if (rewritten.includes(cssFile))
    throw new Error(`a chunk names ${cssFile} outside Vite's preload list`);
  return rewritten;
}
