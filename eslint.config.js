// ESLint flat config: `npm run lint` (part of `npm test`). Formatting is Prettier's job (`npm run format`),
// so eslint-config-prettier comes last and turns off every rule that would fight it.
import { defineConfig, globalIgnores } from 'eslint/config'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/results/', 'schemas/json/', '.wrangler/', '.vite/', 'var/']),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  // TypeScript's recommended rules without type information, so linting stays fast.
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  prettier,
])
