import tseslint from 'typescript-eslint';
import dependencyDirection from './eslint-rules/dependency-direction.js';

// Dependency direction: app -> widgets -> shared (src/app, src/widgets, src/shared); pages are separate features; the server never imports the client;
// the browser never imports the ajv compiler (validators are precompiled at build time).
const zones = [
  { target: 'src/server', from: ['src/app', 'src/widgets', 'stories'], message: 'The server never imports client code.' },
  { target: 'src/shared', from: ['src/app', 'src/server', 'src/widgets'], message: 'src/shared imports neither the client nor the server.' },
  { target: 'src/widgets', from: ['src/app', 'src/server'], message: 'Widgets depend only on src/shared.' },
  { target: 'src/app', from: ['src/server'], message: 'The browser app never imports the server.' },
  { target: 'src/app', from: ['src/shared/validation'], message: 'The browser bundle carries no ajv compiler: use the precompiled validators in src/app/generated.' },
  { target: 'src/widgets', from: ['src/shared/validation'], message: 'The browser bundle carries no ajv compiler.' },
  { target: 'src/app/pages', separate: true, message: 'A page never imports another page: move what both need to a shared folder of the app.' },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'storybook-static', 'src/app/generated', 'src/shared/api/generated', 'stories/generated', 'src/widgets/generated', 'data', 'tests/scripts/fixtures', 'bench-results'] },
  ...tseslint.configs.recommended,
  {
    plugins: { portal: { rules: { 'dependency-direction': dependencyDirection } } },
    rules: {
      'portal/dependency-direction': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['ajv', 'ajv/*', 'ajv-errors', 'ajv-formats', '@rjsf/validator-ajv8'], message: 'No ajv compiler in the browser: import createPrecompiledValidator through src/app/engine only.' },
        ],
      }],
    },
  },
  {
    files: ['src/app/engine/validator.ts', 'src/app/engine/**/precompiled*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tests/**', 'scripts/**', 'stories/**', '.storybook/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
