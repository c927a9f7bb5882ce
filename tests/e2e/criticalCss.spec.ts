import { expect, test } from './fixtures.ts'
import { routes } from './routes.ts'

// The first paint inlines only the CSS rules a page's prerendered HTML uses (build/criticalCss.ts);
// the full CSS comes when the framework starts (head/boot.js). Both must style the page alike:
// with scripts off (so the page stays as prerendered), every element's computed style is compared
// before and after the full CSS replaces the inlined rules.

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
  test(`${route}: the inlined rules style the page exactly as the full stylesheets do (390 px)`, async ({ page }) => {
    await page.goto(route)
    // Sections far down skip their rendering (content-visibility: auto) and report a placeholder
    // height until they are near; rendering them all makes both readings comparable.
    await page.evaluate(() => {
      const style = document.createElement('style')
      style.textContent = '*{content-visibility:visible!important}'
      document.head.append(style)
    })
    const read = () =>
      page.evaluate((properties) => {
        return [...document.querySelectorAll('body *')].map((element, index) => {
          const style = getComputedStyle(element)
          return `${index} <${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${properties.map((name) => `${name}: ${style.getPropertyValue(name)}`).join('; ')}`
        })
      }, PROPERTIES)
    const inlinedOnly = await read()

    // What head/boot.js does when the framework starts: the full CSS, from the file the <style> names, replaces the inline rules.
    const file = await page.locator('style[data-page-css]').getAttribute('data-page-css')
    expect(file, 'the page names its full stylesheet').toMatch(/^\/assets\/static\/page-[0-9a-f]{12}\.css$/)
    const fullCss = await (await page.request.get(file!)).text()
    await page.locator('style[data-page-css]').evaluate((style, css) => (style.textContent = css), fullCss)
    const withFullCss = await read()

    expect(withFullCss.length).toBe(inlinedOnly.length)
    const differences = inlinedOnly.flatMap((line, index) =>
      line === withFullCss[index] ? [] : [`inlined only: ${line}\nfull:         ${withFullCss[index]}`],
    )
    expect(differences).toEqual([])
  })
}
