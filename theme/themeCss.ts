import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core'
import { theme } from './theme.ts'

/** Where the generated theme variables live (imported by the layout). */
export const THEME_CSS_FILE = 'theme/theme-variables.css'

/**
 * The CSS variables of our Mantine theme, as a static stylesheet. The site renders without a
 * global MantineProvider (which would cost every page its JavaScript), so the variables it
 * would inject at runtime are written here at development time instead (`npm run theme`).
 */
export function themeCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme)
  const variables = defaultCssVariablesResolver(merged)
  const scheme = { variables: {}, light: { '--mantine-color-scheme': 'light' }, dark: { '--mantine-color-scheme': 'dark' } }
  const css = `${convertCssVariables(variables, ':root')}\n${convertCssVariables(scheme, ':root')}`
  return `/* Generated from theme/theme.ts by \`npm run theme\`; do not edit. */\n${css.replace(/\n{2,}/g, '\n').trim()}\n`
}
