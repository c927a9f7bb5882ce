// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { optimizeHtml, type Manifest } from '../../build/optimizeHtml.ts'

const manifest: Manifest = {
  'sections/Hero/index.ts': { file: 'assets/chunks/hero.js', imports: ['_shared.js'] },
  'sections/LegalClause/index.ts': { file: 'assets/chunks/legal.js', css: ['assets/static/legal.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/chunks/shared.js', css: ['assets/static/hero.css'] },
  '_react.js': { file: 'assets/chunks/react.js' },
  '_framework.js': { file: 'assets/chunks/framework.js', imports: ['_react.js'] },
  'entry.js': { file: 'assets/entries/entry.js', imports: ['_framework.js'] },
}
const readAsset = (file: string) => `/*${file}*/`
/** As React writes it: every apostrophe in an attribute as &#x27;. */
const CSP = `<meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;"/>`
const ENTRY = '<script src="/assets/entries/entry.js" type="module" async></script>'
const preload = (href: string) => `<link rel="modulepreload" href="${href}" as="script" type="text/javascript">`
/** Stands in for head/boot.ts, which every page inlines. */
const BOOT = 'boot()'

/** A page shaped like Vike's output, with the given head and body content. */
function page({ head = '', body = '' }: { head?: string; body?: string }) {
  return `<!DOCTYPE html><html><head><meta charset="UTF-8" />${head}</head><body>${body}</body></html>`
}

const run = (html: string) => optimizeHtml({ page: 'test/index.html', html, manifest, readAsset, bootScript: BOOT })

/** The boot script's list of a kind (`modules`, `css`). */
const bootList = (out: string, name: string) => (new RegExp(`data-${name}="([^"]*)"`).exec(out)?.[1] ?? '').split(' ').filter(Boolean)

describe('optimizeHtml', () => {
  const html = page({
    head: `<link rel="stylesheet" type="text/css" href="/assets/static/base.css"><title>x</title>${CSP}`,
    body: `<section data-section-type="hero"></section><section data-section-type="legalClause"></section>${ENTRY}${preload('/assets/chunks/framework.js')}${preload('/assets/chunks/react.js')}`,
  })
  const out = run(html)

  it("inlines Vike's stylesheets and the CSS of the page's sections' code in one style tag, static sections' included", () => {
    expect(out).not.toMatch(/<link rel="stylesheet"/)
    expect(out).toContain('<style data-page-css>/*assets/static/base.css*/\n/*assets/static/hero.css*/\n/*assets/static/legal.css*/</style></head>')
  })

  it("hands the stylesheets (the inlined files, in their order) and the modules, each after what it imports and Vike's entry last, to the boot script", () => {
    expect(out).not.toContain('modulepreload')
    expect(out).not.toContain('<script src="/assets/entries/entry.js"')
    expect(bootList(out, 'css')).toEqual(['/assets/static/base.css', '/assets/static/hero.css', '/assets/static/legal.css'])
    expect(bootList(out, 'modules')).toEqual(['/assets/chunks/react.js', '/assets/chunks/framework.js', '/assets/entries/entry.js'])
    expect(out).toMatch(/<script type="module" data-modules="[^"]*" data-css="[^"]*">boot\(\)<\/script><\/body>/)
  })

  it('lists no code of static sections: they keep their prerendered HTML', () => {
    expect(out).not.toContain('hero.js')
    expect(out).not.toContain('legal.js')
  })

  it("lists an interactive section's code and what it imports among the modules, before Vike's entry, so it is fetched as the page starts", () => {
    const withInteractive = run(
      page({ head: CSP, body: `<section data-section-type="hero" data-interactive=""></section><section data-section-type="legalClause"></section>${ENTRY}` }),
    )
    expect(bootList(withInteractive, 'modules')).toEqual(['/assets/chunks/shared.js', '/assets/chunks/hero.js', '/assets/entries/entry.js'])
  })

  it('keeps a rule that a later file repeats only at its last place, and no stylesheet can end the <style> early', () => {
    const files: Record<string, string> = {
      'assets/static/base.css': '.layout{margin:0}.button{color:red}',
      'assets/static/hero.css': '.button{color:red}.hero{content:"</style>"}',
    }
    const repeated = page({
      head: `<link rel="stylesheet" href="/assets/static/base.css">${CSP}`,
      body: `<section data-section-type="hero"></section>${ENTRY}`,
    })
    const out = optimizeHtml({ page: 'x.html', html: repeated, manifest, readAsset: (file) => files[file] ?? '', bootScript: BOOT })
    expect(out).toContain('.layout{margin:0}\n.button{color:red}.hero{content:"\\3c /style>"}</style>')
  })

  it('moves the CSP meta tag right after the charset, at the top of head, its apostrophes unescaped', () => {
    expect(out).toMatch(/^<!DOCTYPE html><html><head><meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><title>/)
  })

  it("writes the head's meta and link tags without React's &#x27; for an apostrophe, and leaves the body as it is", () => {
    const icon = `<link rel="icon" href="data:image/svg+xml,%3csvg%20xmlns=&#x27;http://www.w3.org/2000/svg&#x27;/%3e" type="image/svg+xml"/>`
    const quote = `<p title="&quot;Hej&quot; &amp; &#x27;farvel&#x27;">x</p>`
    const out = run(page({ head: `${CSP}${icon}<meta name="description" content="Tom &amp; Jerry">`, body: `${quote}${ENTRY}` }))
    expect(out).toContain(`<link rel="icon" href="data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'/%3e" type="image/svg+xml">`)
    expect(out).toContain('<meta name="description" content="Tom &amp; Jerry">')
    expect(out).toContain(quote)
  })

  it('leaves everything else as it was written', () => {
    expect(out.replace(/<style data-page-css>.*<\/head>/s, '</head>').replace(/<script type="module" data-[^>]*>boot\(\)<\/script>/, '')).toBe(
      page({
        head: `<meta http-equiv="Content-Security-Policy" content="default-src 'self'"><title>x</title>`,
        body: `<section data-section-type="hero"></section><section data-section-type="legalClause"></section>`,
      }),
    )
  })

  it('reads tags as a browser does: any attribute order, quoting or case', () => {
    const out = run(
      page({
        head: `<LINK href=/assets/static/base.css REL="Stylesheet"><META content="default-src 'self'" HTTP-EQUIV=content-security-policy>`,
        body: `<script async type=module src='/assets/entries/entry.js'></script>`,
      }),
    )
    expect(out).toContain(`<meta charset="UTF-8" /><meta content="default-src 'self'" http-equiv="content-security-policy">`)
    expect(out).toContain('<style data-page-css>/*assets/static/base.css*/</style>')
    expect(bootList(out, 'modules')).toEqual(['/assets/entries/entry.js'])
  })

  it('never mistakes text inside a script for tags', () => {
    const json = `<script type="application/json">{"x":"<link rel=\\"stylesheet\\" href=\\"/assets/static/json.css\\"><section data-section-type=\\"hero\\">"}</script>`
    const out = run(page({ head: CSP, body: `${json}${ENTRY}` }))
    expect(out).toContain(json)
    expect(out).not.toContain('json.css*/')
    expect(out).not.toContain('hero.css*/')
  })
})

describe('optimizeHtml fails loudly, naming the page', () => {
  it('without a CSP meta tag', () => {
    expect(() => run(page({ body: ENTRY }))).toThrow('optimizeHtml: test/index.html: no <meta http-equiv="Content-Security-Policy">')
  })

  it('without the entry script', () => {
    expect(() => run(page({ head: CSP }))).toThrow('optimizeHtml: test/index.html: no Vike entry script')
  })

  it('with a second module script it cannot place', () => {
    expect(() => run(page({ head: CSP, body: `${ENTRY}<script type="module" src="/other.js"></script>` }))).toThrow(/test\/index.html: 2 module scripts/)
  })

  it('without <head> or <body> tags', () => {
    expect(() => run(`<!DOCTYPE html><html>${CSP}<body>${ENTRY}</body></html>`)).toThrow('optimizeHtml: test/index.html: no <head>…</head>')
    expect(() => run(`<!DOCTYPE html><html><head>${CSP}</head>${ENTRY}</html>`)).toThrow('optimizeHtml: test/index.html: no <body>…</body>')
  })

  it('when a section has no client chunk', () => {
    expect(() => run(page({ head: CSP, body: `<section data-section-type="ghost"></section>${ENTRY}` }))).toThrow(
      'optimizeHtml: test/index.html: no client chunk for section type "ghost"',
    )
  })
})
