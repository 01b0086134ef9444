import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'var/**', 'node_modules/**', 'storybook-static/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The engine is pure: no I/O, no clock, no randomness (STYLE §4). The tsconfig keeps DOM and Node types out;
    // this keeps out the few globals that exist in every JavaScript runtime.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'Date', 'fetch', 'setTimeout', 'setInterval', 'performance'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'The engine is deterministic.' }],
    },
  },
  {
    // One formatter (issue 25): numbers are written through src/engine/units/number-format.ts, which makes each
    // locale's format once and holds the rounding policies; a format made elsewhere is a second policy.
    files: ['src/**/*.ts', 'widgets/**/*.{ts,tsx}', 'host-site/**/*.{ts,tsx}'],
    ignores: ['src/engine/units/number-format.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
        message: 'Format numbers with src/engine/units (formatAmount, formatNumber, formatEditable, numberFormat).',
      }, {
        // toFixed and toPrecision write text with a full stop whatever the page's language ("2.5 bar" in a German
        // note, issue 40); rounding a number through them and straight back (Number(x.toPrecision(6))) stays allowed.
        selector: "CallExpression[callee.property.name=/^(toFixed|toPrecision)$/]:not(CallExpression[callee.name='Number'] > CallExpression.arguments)",
        message: 'Write numbers with src/engine/units/number-format.ts (formatSignificant, formatNumber); toFixed/toPrecision only inside Number(...) to round.',
      }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**', 'host-site/server/**', '.storybook/**'],
    rules: { 'no-console': 'off' },
  },
);
