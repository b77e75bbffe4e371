// The project's ESLint config as the lint-rule tests run it: from the repository's root, without
// type information (the files they lint exist only in the test).
import { ESLint } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';

export const root = path.resolve(import.meta.dirname, '../../..');

export const eslint = new ESLint({
  cwd: root,
  overrideConfig: [
    tseslint.configs.disableTypeChecked,
    { languageOptions: { parserOptions: { projectService: false } } },
  ],
});
