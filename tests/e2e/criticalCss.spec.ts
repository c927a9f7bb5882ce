import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import postcss from 'postcss'
import { assetsOf, type Manifest } from '../../build/optimizeHtml.ts'
import { sectionModulePath } from '../../sections/sectionModules.ts'
import type { SectionType } from '../../sections/types.ts'
import { expect, test } from './fixtures.ts'
import { routes } from './routes.ts'

// The first paint inlines only the CSS rules a page's prerendered HTML uses (build/criticalCss.ts);
// the boot script (islands/boot/boot.ts) adds the whole stylesheets once the first island starts. Both must style the page
// alike: with scripts off (so the page stays as prerendered), every element's computed style is
// compared before and after the whole stylesheets are added.

const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Manifest

/** Computed properties compared: box, layout, type and colour (no animated ones, which change on their own). */
const PROPERTIES = [
  'display',
  'position',
  'inset',
  'z-index',
  'width',
  'height',
  'margin',
  'padding',
  'border-width',
  'border-style',
  'border-color',
  'border-radius',
  'box-shadow',
  'flex-direction',
  'flex-wrap',
  'justify-content',
  'align-items',
  'gap',
  'grid-template-columns',
  'overflow',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'text-decoration-line',
  'color',
  'background-color',
  'visibility',
  'opacity',
] as const

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

for (const { route } of routes) {
  test(`${route}: the inlined rules style the page exactly as the whole stylesheets do (390 px)`, async ({ page }) => {
    await page.goto(route)
    // Each element's computed style is read and kept inside the page; only the differences come back
    // (the full readings of a long page are megabytes, too much to send through the DevTools protocol).
    const elementCount = await page.evaluate((properties) => {
      const describe = (element: Element) => {
        const style = getComputedStyle(element)
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${properties.map((name) => `${name}: ${style.getPropertyValue(name)}`).join('; ')}`
      }
      const elements = [...document.querySelectorAll('body *')]
      Object.assign(window, { inlinedOnlyStyles: { elements, describe, readings: elements.map(describe) } })
      return elements.length
    }, PROPERTIES)
    expect(elementCount).toBeGreaterThan(0)

    // What the boot script adds once the first island starts (islands/boot/boot.ts): the whole stylesheets its
    // tag lists, the sections' among them, in this order.
    const hrefs = ((await page.locator('script[data-entry]').getAttribute('data-css')) ?? '').split(' ')
    const types = await page
      .locator('section[data-section-type]')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-section-type')!))
    const sectionCss = [...new Set(types)].flatMap((type) => assetsOf(manifest, sectionModulePath(type as SectionType)).css.map((file) => `/${file}`))
    expect(sectionCss.length, "the page's sections have CSS").toBeGreaterThan(0)
    // Every rule of the sections' stylesheets is in one the page names (a file whose every rule an
    // earlier one holds is left out: a component's chunk can carry the same rules as a layout stylesheet).
    const rulesOf = (href: string) => postcss.parse(readFileSync(join('dist/client', href), 'utf8')).nodes.map((node) => node.toString())
    const namedRules = new Set(hrefs.flatMap(rulesOf))
    for (const href of sectionCss) {
      for (const rule of rulesOf(href)) expect(namedRules.has(rule), `the page names its whole stylesheets: ${rule} of ${href} is in none`).toBe(true)
    }
    // As the boot script does: loaded for no medium, then switched on together.
    await page.evaluate(
      (hrefs) => document.head.append(...hrefs.map((href) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href, media: 'not all' }))),
      hrefs,
    )
    // Scripts are off in this page, so no load event reaches a listener: wait until every sheet is parsed.
    await expect
      .poll(() =>
        page.evaluate(
          (hrefs) => hrefs.every((href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href) && sheet.cssRules.length > 0)),
          hrefs,
        ),
      )
      .toBe(true)
    await page.evaluate(() => document.querySelectorAll<HTMLLinkElement>('link[media="not all"]').forEach((link) => (link.media = 'all')))
    const comparison = await page.evaluate(() => {
      const { elements, describe, readings } = (
        window as unknown as { inlinedOnlyStyles: { elements: Element[]; describe: (element: Element) => string; readings: string[] } }
      ).inlinedOnlyStyles
      const now = [...document.querySelectorAll('body *')]
      const sameElements = now.length === elements.length && now.every((element, index) => element === elements[index])
      const differences = elements.flatMap((element, index) => {
        const full = describe(element)
        return full === readings[index] ? [] : [`${index} inlined only: ${readings[index]}\n${index} full:         ${full}`]
      })
      return { sameElements, differences }
    })
    expect(comparison.sameElements, 'adding the stylesheets left the elements as they were').toBe(true)
    expect(comparison.differences).toEqual([])
  })
}
