// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withFullCssFile } from '../../build/fullCss.ts'

const page = (css: string) => `<!DOCTYPE html><html><head><style data-page-css>${css}</style></head><body><p class="a">x</p></body></html>`
const FULL = '/* stylesheets: /assets/static/a.css /assets/static/b.css */\n.a{color:red}\n.b{color:blue}'

describe('withFullCssFile', () => {
  it('writes the page CSS out as one file named by its content, and names it on the <style>', () => {
    const { html, file, text } = withFullCssFile('x.html', page(FULL))
    expect(text).toBe(FULL)
    expect(file).toMatch(/^assets\/static\/page-[0-9a-f]{12}\.css$/)
    expect(html).toBe(page(FULL).replace('<style data-page-css>', `<style data-page-css="/${file}">`))
  })

  it('gives pages with the same CSS the same file, and other CSS another', () => {
    const first = withFullCssFile('x.html', page(FULL))
    expect(withFullCssFile('y.html', page(FULL)).file).toBe(first.file)
    expect(withFullCssFile('z.html', page('.a{color:red}')).file).not.toBe(first.file)
  })

  it('fails with the page name when the page has no <style data-page-css>', () => {
    expect(() => withFullCssFile('kontakt.html', '<!DOCTYPE html><html><head></head><body></body></html>')).toThrow(/kontakt\.html/)
  })
})
