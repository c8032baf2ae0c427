// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/**
 * Import boundaries (docs/architecture.md, 'Layers'): arrows point down only.
 *   apps/web -> packages/ui -> packages/machines (xstate only), packages/api-client (axios + valibot)
 *   mocks -> packages/api-client.   Nothing imports apps/web; product code never imports mocks.
 */
const reachIntoAnotherPackage = {
  // relative paths that climb into another workspace package: use its @reprally/* name
  regex: String.raw`^(\.\./)+(packages|apps|mocks)/|^(\.\./){2,}(ui|machines|api-client|web)/`,
  message: 'Import another workspace package by its @reprally/* name, not by a relative path.',
};
const noWebApp = {
  regex: String.raw`^@reprally/web(/|$)|(^|/)apps/web(/|$)`,
  message: 'Nothing imports apps/web: it is the top of the house.',
};
const noMocks = {
  regex: String.raw`^(@reprally/mocks|msw|@faker-js/faker)(/|$)|(^|/)mocks/`,
  message:
    'Product code never imports the mock backend (mocks/, msw, faker); only stories, tests and the app’s mock bootstrap may.',
};
const noReactOrUi = {
  regex: String.raw`^(react|react-dom|react-router|react-router-dom|radix-ui|@radix-ui/.*|@tanstack/.*|@xstate/react|@reprally/ui)(/|$)`,
  message: 'This layer never imports React or the UI.',
};

const restricted = (...patterns) => ['error', { patterns }];

const domGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'history',
].map((name) => ({
  name,
  message: 'Machines touch no DOM: supply the effect as an actor with .provide().',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/mockServiceWorker.js',
      '.vitest-attachments/**',
      'coverage/**',
      'scripts/fixtures/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': restricted(noWebApp, reachIntoAnotherPackage),
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // a list without bullets is no longer said to be a list by Safari (VoiceOver) unless it
      // says so itself: role="list" on ul and ol is needed there, not redundant
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  ...storybook.configs['flat/recommended'],

  // packages/machines: xstate and nothing else
  {
    files: ['packages/machines/src/**/*.ts'],
    // tests use the test runner; what ships imports xstate alone
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': restricted(
        {
          regex: String.raw`^(?!xstate(/|$)|\./|\.\./).+`,
          message:
            'packages/machines imports only xstate: effects arrive as actors via .provide().',
        },
        noWebApp,
        reachIntoAnotherPackage,
      ),
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  // packages/api-client: axios + valibot, never React or UI
  {
    files: ['packages/api-client/src/**/*.ts'],
    // tests may stand up an msw server; the rules hold for what ships
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': restricted(noReactOrUi, noMocks, noWebApp, reachIntoAnotherPackage, {
        regex: String.raw`^@reprally/machines(/|$)`,
        message: 'The api-client stands beside the machines, not above them.',
      }),
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The api-client never navigates or shows anything.' },
        { name: 'document', message: 'The api-client never shows anything.' },
        { name: 'location', message: 'The api-client never navigates.' },
      ],
    },
  },
  // packages/ui product code: no mocks, no concrete HTTP, time from the clock context
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': restricted(noMocks, noWebApp, reachIntoAnotherPackage, {
        regex: '^axios$',
        message:
          'The concrete api client arrives through context; packages/ui never imports axios.',
      }),
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Read 'now' from useClock(): stories and tests run at a fixed time.",
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Read 'now' from useClock(): stories and tests run at a fixed time.",
        },
        {
          selector: "CallExpression[callee.object.name='window'][callee.property.name='confirm']",
          message: 'Use ConfirmDialog: an accessible dialog, never the browser box.',
        },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'User content always renders as text.',
        },
      ],
    },
  },
  // styles: tokens only, outside the theme folder
  {
    files: ['packages/ui/src/**/*.css.ts'],
    ignores: ['packages/ui/src/theme/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: String.raw`Literal[value=/#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(/]`,
          message: 'Colours come from the theme contract (vars.color.*).',
        },
        {
          selector: String.raw`Literal[value=/(^|[^\w.-])\d*\.?\d+(px|rem)\b/]`,
          message: 'Sizes and spacing come from the theme contract (vars.space.*, vars.size.*).',
        },
        {
          selector: String.raw`TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\b|\d+px\b/]`,
          message: 'Colours and sizes come from the theme contract.',
        },
      ],
    },
  },
  // mocks: the contract's types and schemas, never the UI or the app
  {
    files: ['mocks/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(noReactOrUi, noWebApp, reachIntoAnotherPackage),
    },
  },
  // Node-side files
  {
    files: [
      '*.{js,ts,mjs}',
      'scripts/**/*.{js,mjs,ts}',
      '.storybook/main.ts',
      'apps/web/*.ts',
      'mocks/src/idp/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
