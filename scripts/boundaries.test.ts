import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries (docs/architecture.md, 'Layers') are enforced by the lint. Each case lints
 * a one-line file placed in a layer and expects an upward import to be an error.
 */
const eslint = new ESLint();

async function restrictedImportErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter(
    (message) =>
      message.severity === 2 &&
      (message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-globals'),
  );
}

// each case lints a file with the whole ESLint config: seconds apiece on a busy 2-core machine
describe('import boundaries', { timeout: 30_000 }, () => {
  it.each([
    [
      'machines importing react',
      'packages/machines/src/probe.ts',
      "import { useState } from 'react';\nexport const probe = useState;",
    ],
    [
      'machines importing axios',
      'packages/machines/src/probe.ts',
      "import axios from 'axios';\nexport const probe = axios;",
    ],
    [
      'machines importing the api-client',
      'packages/machines/src/probe.ts',
      "import { probe as p } from '@reprally/api-client';\nexport const probe = p;",
    ],
    [
      'machines touching the DOM',
      'packages/machines/src/probe.ts',
      'export const probe = () => window.location.href;',
    ],
    [
      'api-client importing react',
      'packages/api-client/src/probe.ts',
      "import { useState } from 'react';\nexport const probe = useState;",
    ],
    [
      'api-client importing the ui',
      'packages/api-client/src/probe.ts',
      "import { Button } from '@reprally/ui';\nexport const probe = Button;",
    ],
    [
      'ui product code importing mocks',
      'packages/ui/src/probe.ts',
      "import { handlers } from '@reprally/mocks';\nexport const probe = handlers;",
    ],
    [
      'ui product code importing msw',
      'packages/ui/src/probe.ts',
      "import { http } from 'msw';\nexport const probe = http;",
    ],
    [
      'ui importing apps/web',
      'packages/ui/src/probe.ts',
      "import { probe as p } from '@reprally/web';\nexport const probe = p;",
    ],
    [
      'mocks importing the ui',
      'mocks/src/probe.ts',
      "import { Button } from '@reprally/ui';\nexport const probe = Button;",
    ],
    [
      'a relative path into another package',
      'packages/ui/src/probe.ts',
      "import { probe as p } from '../../machines/src/index';\nexport const probe = p;",
    ],
  ])('rejects %s', async (_case, filePath, code) => {
    expect(await restrictedImportErrors(filePath, code)).not.toHaveLength(0);
  });

  it.each([
    [
      'machines importing xstate',
      'packages/machines/src/probe.ts',
      "import { setup } from 'xstate';\nexport const probe = setup;",
    ],
    [
      'ui importing the machines',
      'packages/ui/src/probe.ts',
      "import { probe as p } from '@reprally/machines';\nexport const probe = p;",
    ],
    [
      'a story importing mocks',
      'packages/ui/src/probe.stories.tsx',
      "import { handlers } from '@reprally/mocks';\nexport const probe = handlers;",
    ],
    [
      'mocks importing the api-client',
      'mocks/src/probe.ts',
      "import { probe as p } from '@reprally/api-client';\nexport const probe = p;",
    ],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await restrictedImportErrors(filePath, code)).toHaveLength(0);
  });
});
