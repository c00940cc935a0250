import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { expect } from 'vitest';

/** The repository's root, where eslint.config.js is. */
export const repositoryRoot = resolve(import.meta.dirname, '..');

/**
 * Tests only: one rule of the project's own eslint.config.js, run through ESLint's Node API on code held in memory
 * under the path of a file that does not exist. Without type information: the rules probed need none, and reading
 * the whole TypeScript project for a few lines would cost seconds. Returns the rule's messages for `code` linted as
 * the file at `filePath` (relative to the repository); `{ existing: true }` lints it under the name of a real file.
 */
export function lintProbe(ruleId: string): (filePath: string, code: string, options?: { existing?: boolean }) => Promise<string[]> {
  const eslint = new ESLint({
    cwd: repositoryRoot,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
    ruleFilter: (rule) => rule.ruleId === ruleId,
  });
  return async (filePath, code, { existing = false } = {}) => {
    expect(existsSync(resolve(repositoryRoot, filePath)), existing ? `${filePath} must be a real file` : `${filePath} must be a file that does not exist`).toBe(existing);
    const [result] = await eslint.lintText(code, { filePath: resolve(repositoryRoot, filePath) });
    expect(result?.fatalErrorCount).toBe(0);
    return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
  };
}
