// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { keepCriticalCss, withoutAttributeSelectors, withoutFunctionalPseudoClasses, withoutUnusedCustomProperties } from '../../build/criticalCss.ts'

const CSS = [
  '/* stylesheets: /a.css */\n:root{--brand:#1a4ac4;--brand-dark:#00379c;--accent:var(--brand-dark);--unused-colour:#f00;--spacing:1rem}',
  '.hero{color:var(--accent);padding:var(--pad)}',
  '.hero:hover{text-decoration:underline}',
  '.error{color:red}',
  'html[data-consent] .banner{display:none}',
  'details[open] .answer{display:block}',
  '[hidden]{display:none!important}',
  ':where([data-gap]) .slide:where([data-orientation="horizontal"]){margin-right:1rem}',
  ':is(h2,h3) + .lead{margin-top:0}',
  '@media (min-width:40em){.hero{font-size:2rem}.modal{position:fixed}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.spinner{animation:spin 1s}',
].join('')

const page = (body: string) =>
  `<!DOCTYPE html><html lang="da"><head><meta charset="UTF-8"/><title>x</title><style data-page-css>${CSS}</style><noscript><style>.x{display:none}</style></noscript></head>${body}</html>`

const BODY =
  '<body><section class="hero" style="--pad:var(--spacing)">Hej</section><div class="banner">Cookies</div><details><summary>Q</summary><div class="answer">A</div></details><p hidden>skjult</p><div data-gap><div class="slide" data-orientation="horizontal"></div></div><h2>T</h2><p class="lead">L</p></body>'

describe('keepCriticalCss', () => {
  it('keeps the rules the page uses, in their order, and drops the rest', async () => {
    const out = await keepCriticalCss('test.html', page(BODY))
    const css = /<style data-page-css>([\s\S]*?)<\/style>/.exec(out)![1]!
    expect(css).toContain('.hero{')
    expect(css).toContain('.hero:hover') // a state of an element the page has
    expect(css).toContain('@media (min-width:40em){.hero{font-size:2rem}}')
    expect(css).not.toContain('.error') // no element has it: the full stylesheet brings it later
    expect(css).not.toContain('.modal')
    expect(css).not.toContain('.spinner')
    expect(css).not.toContain('@keyframes spin') // only the dropped rule ran it
    expect(css.indexOf('.hero{')).toBeLessThan(css.indexOf('.banner'))
    expect(css).not.toContain('stylesheets:') // the list of files is for the full stylesheet only
  })

  it('keeps rules for states that change before any framework runs (attributes set by the browser or the head script)', async () => {
    const css = /<style data-page-css>([\s\S]*?)<\/style>/.exec(await keepCriticalCss('test.html', page(BODY)))![1]!
    expect(css).toContain('html[data-consent] .banner{display:none}')
    expect(css).toContain('details[open] .answer{display:block}')
    expect(css).toContain('[hidden]{display:none!important}')
    // Functional pseudo-classes around them do not hide a rule the page needs.
    expect(css).toContain(':where([data-gap]) .slide:where([data-orientation="horizontal"]){margin-right:1rem}')
    expect(css).toContain(':is(h2,h3) + .lead{margin-top:0}')
  })

  it('keeps only the custom properties something reads, following var() chains and style attributes', async () => {
    const css = /<style data-page-css>([\s\S]*?)<\/style>/.exec(await keepCriticalCss('test.html', page(BODY)))![1]!
    expect(css).toContain('--accent:var(--brand-dark)')
    expect(css).toContain('--brand-dark:#00379c') // read by --accent, which .hero reads
    expect(css).toContain('--spacing:1rem') // read by the section's style attribute
    expect(css).not.toContain('--unused-colour')
    expect(css).not.toContain('--brand:')
  })

  it('changes nothing but the inline stylesheet in <head>', async () => {
    const before = page(BODY)
    const after = await keepCriticalCss('test.html', before)
    const outside = (html: string) => html.replace(/<style data-page-css>[\s\S]*?<\/style>/, '<style data-page-css></style>')
    expect(outside(after)).toBe(outside(before))
    expect(after).toContain('<noscript><style>.x{display:none}</style></noscript>')
  })

  it('fails with the page name when the page has no inline stylesheet to reduce', async () => {
    await expect(keepCriticalCss('kontakt.html', '<!DOCTYPE html><html><head></head><body></body></html>')).rejects.toThrow(
      /kontakt\.html.*<style data-page-css>/,
    )
  })
})

// How a selector is read for matching against the page: attributes, then functional pseudo-classes, left out.
const NORMALIZATIONS: [(selector: string) => string, [string, string][]][] = [
  [
    withoutAttributeSelectors,
    [
      ['html[data-consent~=preferences] .a', 'html .a'],
      ['[hidden]', '*'],
      ['.list > [popover]', '.list > *'],
      ['a[href^="/"]:hover', 'a:hover'],
      ['.a,[data-x] .b', '.a,* .b'],
    ],
  ],
  [
    withoutFunctionalPseudoClasses,
    [
      [':where(*) .slide:where(*)', '* .slide'],
      [':is(h2,h3) + p', '* + p'],
      ['.a:not(:first-child)', '.a'],
      ['li:nth-child(2n+1) > a', 'li > a'],
    ],
  ],
]
describe.each(NORMALIZATIONS)('%o', (normalize, cases) => {
  it.each(cases)('%s is matched as %s', (selector, expected) => {
    expect(normalize(selector)).toBe(expected)
  })
})

describe('withoutUnusedCustomProperties', () => {
  it('removes a rule left with no declarations', () => {
    expect(withoutUnusedCustomProperties('.a{--x:1}.b{color:red}', '')).toBe('.b{color:red}')
  })
})
