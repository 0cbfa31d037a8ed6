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
