import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Radix's modal dialogs leave the page's pointer events on here (turning them off on `<body>`
 * restyled every element of the page in the press that opened a dialog), so a modal layer's
 * overlay is what keeps a press outside it from reaching the page. Every file that renders the
 * content of a Radix Dialog or AlertDialog must render its overlay too; the stories check with
 * `expectPageCovered` that the overlay covers the page.
 */
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const folders = ['packages/ui/src', 'apps/web/src'].map((folder) => join(root, folder));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.(stories|test)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** The local names under which a file imports Radix's Dialog or AlertDialog from 'radix-ui'. */
function radixDialogNames(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'radix-ui'/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((specifier) => specifier.trim().split(/\s+as\s+/))
      .filter(([imported]) => imported === 'Dialog' || imported === 'AlertDialog')
      .map(([imported, local]) => local ?? imported ?? ''),
  );
}

const layers = folders
  .flatMap(sourceFiles)
  .map((path) => ({ file: relative(root, path), source: readFileSync(path, 'utf8') }))
  .flatMap(({ file, source }) =>
    radixDialogNames(source)
      .filter((name) => source.includes(`<${name}.Content`))
      .map((name) => ({ file, name, source })),
  );

describe('modal layers', () => {
  it('reads the import forms the product uses', () => {
    expect(
      radixDialogNames(
        "import { AlertDialog, Dialog as DialogPrimitive, Tooltip } from 'radix-ui';",
      ),
    ).toEqual(['AlertDialog', 'DialogPrimitive']);
  });

  it('finds the dialogs, confirmations, the side menu and the expired-session prompt', () => {
    expect(layers.length).toBeGreaterThanOrEqual(4);
  });

  it.each(layers.map((layer) => [`${layer.file} (${layer.name})`, layer] as const))(
    '%s renders an overlay with its content',
    (_, { name, source }) => {
      expect(source).toContain(`<${name}.Overlay`);
    },
  );
});
