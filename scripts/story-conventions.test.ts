import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { multiModeStoryFolders } from '../.storybook/screens/folders';

/**
 * The conventions every story file under packages/ui/src keeps, checked on the source text:
 *
 * - The title mirrors the folder: `features/<feature>/<Component>/` is
 *   `'<Feature In Title Case>/<Component>'`, `primitives/<Name>/` is `'Primitives/<Name>'`,
 *   `layout/<Name>.stories.tsx` is `'Layout/<Name>'`, and foundations pages start with
 *   `'Foundations/'`.
 * - Every meta has the `autodocs` tag, so each component gets a docs page.
 * - Theme and viewport are visual modes applied to every story, so no story exists only to switch
 *   them: a story named after a theme or viewport (`Dark`, `Phone`, `OnPhone`, `InDark`, ...) or
 *   setting the `theme` or `viewport` global must say in its doc comment why the mode is not
 *   enough (the comment names the mode).
 * - Comments and names state rules themselves, never pointers to documents outside the repo:
 *   no issue numbers, spec sections or decision-log entries in story files or MDX pages.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const uiSrc = join(root, 'packages/ui/src');

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

const storyFiles = filesUnder(uiSrc, '.stories.tsx').sort();
const mdxFiles = filesUnder(uiSrc, '.mdx').sort();

const titleCase = (kebab: string) =>
  kebab
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The title a story file must have, or a pattern for folders whose pages choose their own name. */
export function expectedTitle(pathInUiSrc: string): string | RegExp {
  const parts = pathInUiSrc.split(/[\\/]/);
  const fileName = parts.at(-1) ?? '';
  const [area, first, second] = parts;
  if (area === 'features' && parts.length === 4 && first && second) {
    return `${titleCase(first)}/${second}`;
  }
  if (area === 'primitives' && parts.length === 3 && first) return `Primitives/${first}`;
  if (area === 'layout' && parts.length === 2) {
    return `Layout/${fileName.replace(/\.stories\.tsx$/, '')}`;
  }
  if (area === 'foundations') return /^Foundations\/[^/]+$/;
  throw new Error(`${pathInUiSrc}: no title rule for this folder; add one to this test`);
}

type StoryExport = { name: string; doc: string; setsModeGlobal: boolean };
type StoryFile = { title: string | undefined; tags: string[]; stories: StoryExport[] };

/** `{ ... } satisfies Meta<...>` or `{ ... } as Meta`: the object literal inside. */
function objectLiteral(node: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  let current = node;
  while (
    current &&
    (ts.isSatisfiesExpression(current) ||
      ts.isAsExpression(current) ||
      ts.isParenthesizedExpression(current))
  ) {
    current = current.expression;
  }
  return current && ts.isObjectLiteralExpression(current) ? current : undefined;
}

function property(object: ts.ObjectLiteralExpression | undefined, name: string) {
  const found = object?.properties.find(
    (prop): prop is ts.PropertyAssignment =>
      ts.isPropertyAssignment(prop) && prop.name.getText() === name,
  );
  return found?.initializer;
}

/** Does a story object set `globals.theme` or `globals.viewport`? */
function setsModeGlobal(object: ts.ObjectLiteralExpression | undefined): boolean {
  const globals = objectLiteral(property(object, 'globals'));
  return Boolean(globals && (property(globals, 'theme') || property(globals, 'viewport')));
}

export function parseStoryFile(fileName: string, source: string): StoryFile {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const declarations = new Map<string, ts.VariableDeclaration>();
  const stories: StoryExport[] = [];
  let defaultName: string | undefined;
  let defaultObject: ts.ObjectLiteralExpression | undefined;

  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      const doc = ts
        .getJSDocCommentsAndTags(statement.declarationList.declarations[0] ?? statement)
        .map((comment) => comment.getText())
        .join('\n');
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        declarations.set(declaration.name.text, declaration);
        if (exported) {
          stories.push({
            name: declaration.name.text,
            doc,
            setsModeGlobal: setsModeGlobal(objectLiteral(declaration.initializer)),
          });
        }
      }
    }
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      if (ts.isIdentifier(statement.expression)) defaultName = statement.expression.text;
      else defaultObject = objectLiteral(statement.expression);
    }
  }

  const meta =
    defaultObject ??
    (defaultName ? objectLiteral(declarations.get(defaultName)?.initializer) : undefined);
  const title = property(meta, 'title');
  const tags = property(meta, 'tags');
  return {
    title: title && ts.isStringLiteralLike(title) ? title.text : undefined,
    tags:
      tags && ts.isArrayLiteralExpression(tags)
        ? tags.elements.filter(ts.isStringLiteralLike).map((tag) => tag.text)
        : [],
    stories,
  };
}

/** A story named after a theme or a viewport. */
export const modeName = /Dark|Light(?:Theme)?$|Phone|Mobile|Desktop|Tablet/;

/** Pointers to documents outside the repo, in place of the rule they stand for. */
// spelled so that a search of the repository for such pointers does not find this line
export const outsidePointer =
  /\bissues?\s*#?\d+|\bspec\s*\d|§|DECISION[S]|\.\.\/share[d]|\bsee the spec\b/i;

/** The folders the dark and phone runs render (see .storybook/screens/folders.ts). */
const multiModeFolder = new RegExp(
  `^(${multiModeStoryFolders.map((glob) => glob.replace('*', '\\w*')).join('|')})$`,
);

const fromUiSrc = (path: string) => relative(uiSrc, path).split(sep).join('/');

describe('story conventions', () => {
  it('finds the story files', () => {
    expect(storyFiles.length).toBeGreaterThan(30);
  });

  describe.each(storyFiles.map((path) => [fromUiSrc(path), path] as const))('%s', (name, path) => {
    const source = readFileSync(path, 'utf8');
    const parsed = parseStoryFile(path, source);

    it('has the title its folder gives it', () => {
      const expected = expectedTitle(name);
      if (typeof expected === 'string') expect(parsed.title).toBe(expected);
      else expect(parsed.title).toMatch(expected);
    });

    it("has the 'autodocs' tag", () => {
      expect(parsed.tags).toContain('autodocs');
    });

    it('exports no story that only switches the theme or the viewport', () => {
      const unexplained = parsed.stories
        .filter((story) => modeName.test(story.name) || story.setsModeGlobal)
        .filter((story) => !/\bmodes?\b/i.test(story.doc))
        .map((story) => story.name);
      expect(unexplained).toEqual([]);
    });

    it('states rules instead of pointing at issues, spec sections or decision logs', () => {
      expect(source).not.toMatch(outsidePointer);
    });

    it('opts in to the dark and phone captures exactly when the dark and phone runs render it', () => {
      const folder = name.split('/').at(-2) ?? '';
      const rendered = multiModeFolder.test(folder);
      const optsIn = /modes: (screenModes|phoneOnlyModes)\b/.test(source);
      expect({ folder, optsIn }).toEqual({ folder, optsIn: rendered });
    });
  });

  it.each(mdxFiles.map((path) => [fromUiSrc(path), path] as const))(
    '%s points at no issue, spec section or decision log',
    (_name, path) => {
      expect(readFileSync(path, 'utf8')).not.toMatch(outsidePointer);
    },
  );
});

describe('the checks themselves', () => {
  it('derive titles from folders', () => {
    expect(
      expectedTitle('features/monthly-badges/MonthlyBadgesPage/MonthlyBadgesPage.stories.tsx'),
    ).toBe('Monthly Badges/MonthlyBadgesPage');
    expect(expectedTitle('primitives/Button/Button.stories.tsx')).toBe('Primitives/Button');
    expect(expectedTitle('layout/Stack.stories.tsx')).toBe('Layout/Stack');
    expect(() => expectedTitle('somewhere/Else.stories.tsx')).toThrow(/no title rule/);
  });

  it('read the meta and the stories', () => {
    const parsed = parseStoryFile(
      'probe.stories.tsx',
      [
        "const meta = { title: 'Wrong/Title', tags: ['autodocs'] } satisfies Meta;",
        'export default meta;',
        'export const Dark: Story = {};',
        "export const Quiet: Story = { globals: { viewport: { value: 'phone' } } };",
        '/** The phone mode shows the menu closed; only this story opens it. */',
        'export const MenuOnPhone: Story = {};',
      ].join('\n'),
    );
    expect(parsed.title).toBe('Wrong/Title');
    expect(parsed.tags).toEqual(['autodocs']);
    expect(parsed.stories.map((story) => [story.name, story.setsModeGlobal])).toEqual([
      ['Dark', false],
      ['Quiet', true],
      ['MenuOnPhone', false],
    ]);
    expect(parsed.stories[2]?.doc).toMatch(/phone mode/);
  });

  it('recognise pointers to outside documents', () => {
    // built from parts, so a search of the repository for such pointers does not find them here
    const pointers = ['issue 5', 'spec 1 ' + '§2', 'DECI' + 'SIONS #8', '../sha' + 'red/STYLE.md'];
    for (const text of pointers) {
      expect(text).toMatch(outsidePointer);
    }
    expect('the forward button is disabled in the current month').not.toMatch(outsidePointer);
  });
});
