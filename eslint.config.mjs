// ESLint (flat config): the recommended rules of ESLint and typescript-eslint over the TypeScript and the scripts.
// Layering and import cycles are checked by dependency-cruiser (.dependency-cruiser.cjs), formatting by Prettier.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'generated/',
      'coverage/',
      'test/clients/generated/',
      'clients/typescript/generated/',
      'clients/typescript/dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks a value taken apart on purpose and left unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Writer tables: a session row is stored by its writers only (docs/architecture.md, "The write path"), so a reactor
    // or any other module cannot write one behind the change journal. The writers: the sessions repository, a survey's
    // deletion (its sessions go with it), and the analytics backfill that the migrations run.
    files: ['src/**/*.ts'],
    ignores: ['src/responses/repository.ts', 'src/surveys/service.ts', 'src/analytics/backfill.ts', 'src/db/migrations/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/] > Literal.arguments[value=/^sessions\\b/]',
          message: 'Sessions are written by their writers only (src/responses/session-writer.ts and the sessions repository).',
        },
        {
          selector: 'TemplateElement[value.raw=/\\b(update|insert into|delete from)\\s+"?sessions\\b/i]',
          message: 'Sessions are written by their writers only (src/responses/session-writer.ts and the sessions repository).',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
    // Tests read loosely typed response bodies.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
