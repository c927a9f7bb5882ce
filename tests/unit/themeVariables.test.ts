// @vitest-environment node
// Colours and radii come from one place each: Mantine's theme (components/theme/theme.ts, generated into
// components/theme/theme-variables.css) and the site's own colours (components/theme/siteColours.ts, which the build
// writes in place of their variables). No stylesheet writes a colour literal or a radius of its own,
// and every variable a stylesheet reads is defined somewhere, so a typo cannot pass unnoticed.
import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fixedColours, withColourValues } from '../../components/theme/colourValues.ts'
import { siteColours } from '../../components/theme/siteColours.ts'

const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi
const NAMED_COLOUR = /:\s*[^;]*\b(white|black|red|green|blue|gray|grey|silver|navy)\b/gi

const stylesheets = globSync('**/*.css', { exclude: (name) => ['node_modules', 'dist', 'dist-studio', 'dist-deployed', 'test-results'].includes(name) }).filter(
  (file) => !file.endsWith('theme-variables.css'),
)
const read = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/**
 * The stylesheet without variable names (`var(--mantine-color-white)` is no literal) and without
 * images (an inline SVG's own strokes are part of the picture).
 */
function withoutVariablesAndImages(css: string) {
  return css.replace(/--[\w-]+/g, '').replace(/url\((["'])[\s\S]*?\1\)/g, '')
}

/** Every custom property defined by the theme or a stylesheet of the site. */
const definedVariables = new Set([
  ...Object.keys(siteColours).map((name) => `--${name}`),
  ...[readFileSync('components/theme/theme-variables.css', 'utf8'), ...stylesheets.map(read)].flatMap((css) =>
    [...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]!),
  ),
])

describe('stylesheets take colours and radii from the theme', () => {
  it('finds the stylesheets', () => expect(stylesheets.length).toBeGreaterThan(40))

  it.each(stylesheets)('%s writes no colour literal', (file) => {
    const css = withoutVariablesAndImages(read(file))
    expect(css.match(COLOUR_LITERAL) ?? [], 'use var(--…) from components/theme/siteColours.ts or the Mantine theme').toEqual([])
    expect(css.match(NAMED_COLOUR) ?? []).toEqual([])
  })

  it.each(stylesheets)('%s rounds corners with the theme radii (or as a circle or pill)', (file) => {
    const radii = [...read(file).matchAll(/radius\s*:\s*([^;]+);/g)].map((match) => match[1]!.trim())
    expect(radii.filter((radius) => !/^(var\(--mantine-radius-\w+\)|50%|999px|0)$/.test(radius))).toEqual([])
  })

  it.each(stylesheets)('%s reads only variables that are defined, or gives a fallback (Mantine sets its components’ own at run time)', (file) => {
    const used = [...read(file).matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]!)
    expect(used.filter((name) => !definedVariables.has(name) && !/^--mantine-|^--(button|input|carousel|popover)-/.test(name))).toEqual([])
  })
})

describe('the build writes fixed colours in place of their variables', () => {
  const fixed = fixedColours(readFileSync('components/theme/theme-variables.css', 'utf8'))

  it('knows the site colours and the theme palettes, not the colours that follow the scheme', () => {
    expect(fixed.get('--text-muted')).toBe(siteColours['text-muted'])
    expect(fixed.get('--mantine-color-brand-8')).toBe('#1241b0')
    expect(fixed.get('--mantine-color-white')).toBe('#fff')
    expect(fixed.has('--mantine-color-text')).toBe(false)
    expect(fixed.has('--mantine-color-brand-filled')).toBe(false)
  })

  it('replaces fixed colours and keeps every other variable, and any with a fallback', () => {
    expect(
      withColourValues(
        'a{color:var(--text-muted);border:1px solid var(--mantine-color-brand-0);background:var(--mantine-color-body);width:var(--x);fill:var(--text-muted, red)}',
        fixed,
      ),
    ).toBe('a{color:#4a5163;border:1px solid #eaf1ff;background:var(--mantine-color-body);width:var(--x);fill:var(--text-muted, red)}')
  })
})
