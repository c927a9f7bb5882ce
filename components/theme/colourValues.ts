import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { siteColours } from './siteColours.ts'
// (Not themeCss.ts: the Vite config must not load Mantine itself, or the prerender gets a second React.)
import { THEME_CSS_FILE } from './themeCssFile.ts'

/**
 * The colours a stylesheet may name by variable but that never change while a page runs: the
 * site's own (siteColours.ts) and the fixed colours of the Mantine theme (its palettes, white and
 * black, from the generated theme CSS). Mantine's variables that depend on the colour scheme or a
 * component (`--mantine-color-text`, `--button-bg` …) are not among them.
 */
export function fixedColours(themeCss: string): Map<string, string> {
  const fixed = new Map<string, string>(Object.entries(siteColours).map(([name, value]) => [`--${name}`, value]))
  for (const [, name, value] of themeCss.matchAll(/(--mantine-color-(?:white|black|[a-z]+-\d))\s*:\s*(#[0-9a-fA-F]{3,8})\s*;/g)) fixed.set(name!, value!)
  return fixed
}

/** The stylesheet with every `var(--name)` of a fixed colour replaced by its value; other variables (and any with a fallback) stay. */
export function withColourValues(css: string, fixed: Map<string, string>): string {
  return css.replace(/var\((--[\w-]+)\)/g, (variable, name: string) => fixed.get(name) ?? variable)
}

/**
 * Writes the fixed colours into the site's own stylesheets in place of their variables, in
 * development and build alike: a page carries no definitions of the site's colours, and each use is
 * the shorter value.
 */
export function colourValuesPlugin(): Plugin {
  const fixed = fixedColours(readFileSync(THEME_CSS_FILE, 'utf8'))
  return {
    name: 'klikvaerk:colour-values',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css($|\?)/.test(id) || id.includes('/node_modules/') || id.endsWith(THEME_CSS_FILE)) return null
      const resolved = withColourValues(code, fixed)
      return resolved === code ? null : { code: resolved, map: null }
    },
  }
}
