// ESLint flat config: `npm run lint` (part of `npm test`). Formatting is Prettier's job (`npm run format`),
// so eslint-config-prettier comes last and turns off every rule that would fight it.
import { defineConfig, globalIgnores } from 'eslint/config'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-studio/',
    'dist-deployed/',
    'node_modules/',
    'test-results/',
    'playwright-report/',
    'tests/bench/results/',
    'schemas/json/',
    '.wrangler/',
    '.vite/',
    'var/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  // TypeScript's recommended rules without type information, so linting stays fast.
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a binding that is there on purpose: a skipped parameter, or a key left out of a rest object.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    // Playwright's fixtures call `use(value)`, which the rules of hooks take for React's `use`.
    ignores: ['tests/e2e/**'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A region that scrolls sideways (a wide table, a gallery) must take focus so it can be scrolled
      // with the keyboard (axe: scrollable-region-focusable); it is a labelled role="region".
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: {
      // What a visitor typed or chose before an island hydrated reaches a field's component as an input
      // event (islands/IslandRoot.tsx); React's onChange ignores it (the value is one React has seen),
      // onInput does not. Checkboxes and radio buttons are left out: none is on a page before it hydrates.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(input|textarea|select)$/]:not(:has(JSXAttribute[name.name='type'][value.value=/^(checkbox|radio)$/])) > JSXAttribute[name.name='onChange']",
          message: 'A form field takes its value in onInput, so what was typed before its island hydrated reaches it (islands/IslandRoot.tsx).',
        },
      ],
    },
  },
  prettier,
])
