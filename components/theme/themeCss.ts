import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core'
import { theme } from './theme.ts'
import { THEME_CSS_FILE } from './themeCssFile.ts'

/**
 * The colour palettes the site's CSS uses: our brand, Mantine's greys, and red and teal (Mantine's
 * error and success colours). The other eleven default palettes would be some 2 KB of variables
 * on every page that nothing reads; tests/e2e/budgets.spec.ts proves the built CSS uses no other.
 */
export const USED_PALETTES = ['brand', 'gray', 'dark', 'red', 'teal'] as const

/** Drops the variables of palettes the site does not use, e.g. `--mantine-color-grape-6`. */
function withUsedPalettes(variables: Record<string, string>): Record<string, string> {
  const palette = /^--mantine-color-([a-z]+)-/
  return Object.fromEntries(
    Object.entries(variables).filter(([name]) => {
      const match = palette.exec(name)
      return !match || !(match[1]! in DEFAULT_THEME.colors) || (USED_PALETTES as readonly string[]).includes(match[1]!)
    }),
  )
}

export { THEME_CSS_FILE }

/**
 * The CSS variables of our Mantine theme, as a static stylesheet. The site renders without a
 * global MantineProvider (which would cost every page its JavaScript), so the variables it
 * would inject at runtime are written here at development time instead (`npm run theme`).
 */
export function themeCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme)
  // The site is always light (pages/+config.ts sets data-mantine-color-scheme="light", MantineScope
  // forces it): the dark scheme's variables would be a kilobyte of CSS on every page that never applies.
  const resolved = defaultCssVariablesResolver(merged)
  const variables = { variables: withUsedPalettes(resolved.variables), light: withUsedPalettes(resolved.light), dark: {} }
  const scheme = { variables: {}, light: { '--mantine-color-scheme': 'light' }, dark: {} }
  const css = `${convertCssVariables(variables, ':root')}\n${convertCssVariables(scheme, ':root')}`
  return `/* Generated from components/theme/theme.ts by \`npm run theme\`; do not edit. */\n${css.replace(/\n{2,}/g, '\n').trim()}\n`
}
