// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withFullCssFile } from '../../build/fullCss.ts'

const FILES: Record<string, string> = { 'assets/static/a.css': '.a{color:red}', 'assets/static/b.css': '.b{color:blue}' }
const readAsset = (file: string) => FILES[file] ?? ''
const page = (links: string) => `<!DOCTYPE html><html><head><style data-page-css>.a{color:red}</style>${links}</head><body><p class="a">x</p></body></html>`
const LINKS = '<link rel="stylesheet" href="/assets/static/a.css" disabled><link rel="stylesheet" href="/assets/static/b.css" disabled>'

describe('withFullCssFile', () => {
  it('joins the files the disabled links name, in their order, into one file named by its content', () => {
    const { html, file, text } = withFullCssFile('x.html', page(LINKS), readAsset)
    expect(text).toBe('.a{color:red}\n.b{color:blue}')
    expect(file).toMatch(/^assets\/static\/page-[0-9a-f]{12}\.css$/)
    expect(html).toContain(`<style data-page-css="/${file}">.a{color:red}</style>${LINKS}`)
  })

  it('gives pages with the same files the same file, and other files another', () => {
    const first = withFullCssFile('x.html', page(LINKS), readAsset)
    expect(withFullCssFile('y.html', page(LINKS), readAsset).file).toBe(first.file)
    expect(withFullCssFile('z.html', page(LINKS.split('><')[0] + '>'), readAsset).file).not.toBe(first.file)
  })

  it('fails with the page name when the page has no <style data-page-css>', () => {
    expect(() => withFullCssFile('kontakt.html', '<!DOCTYPE html><html><head></head><body></body></html>', readAsset)).toThrow(/kontakt\.html/)
  })
})
