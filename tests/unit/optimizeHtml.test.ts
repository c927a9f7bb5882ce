// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { optimizeHtml, type Manifest } from '../../build/optimizeHtml.ts'
import type { Hydration } from '../../sections/defineSection.ts'

const manifest: Manifest = {
  'sections/Hero/index.ts': { file: 'assets/chunks/hero.js', imports: ['_shared.js'] },
  'sections/LegalClause/index.ts': { file: 'assets/chunks/legal.js', css: ['assets/static/legal.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/chunks/shared.js', css: ['assets/static/hero.css'] },
  'renderer/islandEntry.tsx': { file: 'assets/entries/islands.js', imports: ['_shared.js'] },
}
const readAsset = (file: string) => `/*${file}*/`
/** As React writes it: every apostrophe in an attribute as &#x27;. */
const CSP = `<meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;"/>`
const ENTRY = '<script src="/assets/entries/entry.js" type="module" async></script>'
/** Stands in for head/boot.js, which every page inlines. */
const BOOT = 'boot()'

/** A page shaped like Vike's output, with the given head and body content. */
function page({ head = '', body = '' }: { head?: string; body?: string }) {
  return `<!DOCTYPE html><html><head><meta charset="UTF-8" />${head}</head><body>${body}</body></html>`
}

/** Vike's page data for hydration, as it embeds it. */
const pageData = (...sections: object[]) =>
  `<script id="vike_pageContext" type="application/json">${JSON.stringify({ pageId: '/pages/content', routeParams: {}, data: { route: '/', page: { sections } } })}</script>`

function run(html: string, hydration: Record<string, Hydration> = { hero: 'load', legalClause: 'static' }) {
  return optimizeHtml({ page: 'test/index.html', html, manifest, readAsset, hydrationOf: (type) => hydration[type]!, bootScript: BOOT })
}

/** The data-modules of the boot script, as a list. */
function bootModules(out: string): string[] {
  return (out.match(/data-modules="([^"]*)"/)?.[1] ?? '').split(' ').filter(Boolean)
}

describe('optimizeHtml', () => {
  const html = page({
    head: `<link rel="stylesheet" type="text/css" href="/assets/static/base.css"><title>x</title>${CSP}`,
    body: `<section data-section-type="hero"></section>${pageData({ id: 'hero', type: 'hero' })}${ENTRY}<link rel="modulepreload" href="/assets/chunks/react.js" as="script" type="text/javascript">`,
  })
  const out = run(html)

  it('inlines the page CSS and the CSS of its code-split sections in one style tag, led by the list of their files', () => {
    expect(out).not.toMatch(/<link rel="stylesheet"/)
    expect(out).toContain(
      '<style data-page-css>/* stylesheets: /assets/static/base.css /assets/static/hero.css */\n/*assets/static/base.css*/\n/*assets/static/hero.css*/</style></head>',
    )
  })

  it('keeps a rule that a later file repeats only at its last place, and no stylesheet can end the <style> early', () => {
    const files: Record<string, string> = {
      'assets/static/base.css': '.layout{margin:0}.button{color:red}',
      'assets/static/hero.css': '.button{color:red}.hero{content:"</style>"}',
    }
    const repeated = page({
      head: `<link rel="stylesheet" href="/assets/static/base.css">${CSP}`,
      body: `<section data-section-type="hero"></section>${pageData({ id: 'hero', type: 'hero' })}${ENTRY}`,
    })
    const out = optimizeHtml({ page: 'x.html', html: repeated, manifest, readAsset: (file) => files[file] ?? '' })
    expect(out).toContain('.layout{margin:0}\n.button{color:red}.hero{content:"\\3c /style>"}</style>')
  })

  it('fails with the page name when a stylesheet name would break that list', () => {
    const withName = (name: string) => page({ head: `<link rel="stylesheet" href="/assets/static/${name}">${CSP}`, body: ENTRY })
    expect(() => run(withName('a b.css'))).toThrow(/test\/index\.html: a stylesheet name contains a space/)
    expect(() => run(withName('a*.css'))).toThrow(/test\/index\.html/)
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

  it("hands the island entry (with the modules it imports), each island's own code and the page's modules to the boot script, Vike's entry last", () => {
    expect(out).not.toContain('modulepreload')
    expect(out).not.toContain('<script src="/assets/entries/entry.js"')
    expect(out).toContain(
      '<script type="module" data-island-entry="/assets/entries/islands.js /assets/chunks/shared.js" data-modules="/assets/chunks/react.js /assets/entries/entry.js" data-islands="hero" data-code-hero="/assets/chunks/hero.js">boot()</script></body>',
    )
  })

  it('leaves everything else as it was written', () => {
    expect(out.replace(/<style data-page-css>.*<\/head>/s, '</head>').replace(/<script type="module" data-[^>]*>boot\(\)<\/script>/, '')).toBe(
      page({
        head: `<meta http-equiv="Content-Security-Policy" content="default-src 'self'"><title>x</title>`,
        body: `<section data-section-type="hero"></section>${pageData({ id: 'hero', type: 'hero' })}`,
      }),
    )
  })

  it('puts the entry modules after the shared chunks', () => {
    const preload = (href: string) => `<link rel="modulepreload" href="${href}" as="script" type="text/javascript">`
    const out = run(page({ head: CSP, body: `${ENTRY}${preload('/assets/entries/pages_content.js')}${preload('/assets/chunks/a.js')}` }))
    expect(bootModules(out)).toEqual(['/assets/chunks/a.js', '/assets/entries/pages_content.js', '/assets/entries/entry.js'])
  })

  it('reads tags as a browser does: any attribute order, quoting or case', () => {
    const out = run(
      page({
        head: `<LINK href=/assets/static/base.css REL="Stylesheet"><META content="default-src 'self'" HTTP-EQUIV=content-security-policy>`,
        body: `<script async type=module src='/assets/entries/entry.js'></script>`,
      }),
    )
    expect(out).toContain(`<meta charset="UTF-8" /><meta content="default-src 'self'" http-equiv="content-security-policy">`)
    expect(out).toContain('<style data-page-css>/* stylesheets: /assets/static/base.css */\n/*assets/static/base.css*/</style>')
    expect(out).toContain('data-modules="/assets/entries/entry.js"')
  })

  it("moves the image preloads React puts at the start of Vike's #root to right before it, which hydration then finds as rendered", () => {
    const preload = '<link rel="preload" as="image" href="/media/hero.webp"/>'
    const out = run(page({ head: CSP, body: `<div id="root">${preload}<main>x</main></div>${ENTRY}` }))
    expect(out).toContain(`<body>${preload}<div id="root"><main>x</main></div>`)
  })

  it('never mistakes text inside a script for tags', () => {
    const json = `<script type="application/json">{"x":"<link rel=\\"stylesheet\\" href=\\"/assets/static/json.css\\">"}</script>`
    const out = run(page({ head: CSP, body: `${json}${ENTRY}` }))
    expect(out).toContain(json)
    expect(out).not.toContain('json.css*/')
  })
})

describe('optimizeHtml and how sections hydrate (their definitions, never the HTML)', () => {
  const legal = { id: 'vilkaar', type: 'legalClause', number: 1, title: 'Generelt', blocks: [{ kind: 'paragraph', text: 'Lang juridisk tekst.' }] }
  const hero = { id: 'hero', type: 'hero', title: 'Flere kunder' }
  const dataOf = (html: string) => JSON.parse(html.match(/<script id="vike_pageContext" type="application\/json">(.*?)<\/script>/)![1]!)

  it('inlines the CSS of a static section but does not load its chunk', () => {
    const out = run(page({ head: CSP, body: `<section id="vilkaar"></section>${pageData(legal)}${ENTRY}` }))
    expect(out).toContain('/*assets/static/legal.css*/')
    expect(out).toContain('/*assets/static/hero.css*/')
    expect(bootModules(out)).toEqual(['/assets/entries/entry.js'])
  })

  it('marks a static section deferred in the page data, without its props; sections that hydrate with the page keep theirs', () => {
    const out = run(page({ head: CSP, body: `${pageData(legal, hero)}${ENTRY}` }))
    expect(dataOf(out).data.page.sections).toEqual([{ id: 'vilkaar', type: 'legalClause', deferred: 'static' }, hero])
    expect(out).not.toContain('Lang juridisk tekst.')
  })

  it("leaves the page's head values out of the page data: the HTML has them, and a client-side navigation reads the route's data file", () => {
    const withHead = `<script id="vike_pageContext" type="application/json">${JSON.stringify({ pageId: '/pages/content', routeParams: {}, data: { route: '/', page: { head: { title: 'Forside' }, sections: [hero] } } })}</script>`
    const out = run(page({ head: CSP, body: `${withHead}${ENTRY}` }))
    expect(dataOf(out).data).toEqual({ route: '/', page: { sections: [hero] } })
  })

  it('reads the sections from the page data, whatever the markup says', () => {
    const out = run(page({ head: CSP, body: `<section id="vilkaar" data-section-type="hero" data-static></section>${pageData(hero)}${ENTRY}` }))
    expect(out).toContain('data-islands="hero"')
    expect(dataOf(out).data.page.sections).toEqual([hero])
  })

  it('leaves the chunk and the props of a section that hydrates when visible to the section, but inlines its CSS', () => {
    const out = run(page({ head: CSP, body: `${pageData(hero)}${ENTRY}` }), { hero: 'visible' })
    expect(bootModules(out)).toEqual(['/assets/entries/entry.js'])
    expect(out).toContain('/*assets/static/hero.css*/')
    expect(dataOf(out).data.page.sections).toEqual([{ id: 'hero', type: 'hero', deferred: 'visible' }])
  })

  it('names the islands, the sections that hydrate with the page or when visible, so the boot script starts the page when one comes near', () => {
    // An empty list is left out of the tag.
    const islands = (out: string) => out.match(/data-islands="([^"]*)"/)?.[1] ?? ''
    const card = { ...hero, id: 'kort' }
    expect(islands(run(page({ head: CSP, body: `${pageData(legal, hero, card)}${ENTRY}` }), { hero: 'visible', legalClause: 'static' }))).toBe('hero kort')
    expect(islands(run(page({ head: CSP, body: `${pageData(legal)}${ENTRY}` })))).toBe('')
    // Only those waiting to be visible need the page's data, which the boot script then fetches beside the framework.
    const visible = (out: string) => out.match(/data-visible-islands="([^"]*)"/)?.[1] ?? ''
    expect(visible(run(page({ head: CSP, body: `${pageData(legal, hero, card)}${ENTRY}` }), { hero: 'visible', legalClause: 'static' }))).toBe('hero kort')
    expect(visible(run(page({ head: CSP, body: `${pageData(hero)}${ENTRY}` })))).toBe('')
  })

  it("lists each island's own code beyond the island entry's, so the boot script can fetch it beside the entry; a static section's code never", () => {
    const code = (out: string, id: string) => out.match(new RegExp(`data-code-${id}="([^"]*)"`))?.[1]
    const card = { ...hero, id: 'kort' }
    const out = run(page({ head: CSP, body: `${pageData(legal, hero, card)}${ENTRY}` }), { hero: 'visible', legalClause: 'static' })
    // The hero's chunk imports the shared chunk, which the island entry fetches already.
    expect(code(out, 'hero')).toBe('/assets/chunks/hero.js')
    expect(code(out, 'kort')).toBe('/assets/chunks/hero.js')
    expect(out).not.toContain('data-code-vilkaar')
    expect(out).not.toContain('legal.js')
  })

  it('fails the build for an island whose id cannot name an attribute', () => {
    const odd = { ...hero, id: 'Kort_1' }
    expect(() => run(page({ head: CSP, body: `${pageData(odd)}${ENTRY}` }))).toThrow(
      'optimizeHtml: test/index.html: the island id "Kort_1" cannot name an attribute (data-code-Kort_1)',
    )
  })

  it('lists no section code with the page (an island loads its own), and the island entry only on a page with islands', () => {
    const islandEntry = (out: string) => out.match(/data-island-entry="([^"]*)"/)?.[1] ?? ''
    const withIsland = run(page({ head: CSP, body: `${pageData(legal, hero)}${ENTRY}` }))
    expect(bootModules(withIsland)).toEqual(['/assets/entries/entry.js'])
    expect(islandEntry(withIsland)).toBe('/assets/entries/islands.js /assets/chunks/shared.js')
    expect(islandEntry(run(page({ head: CSP, body: `${pageData(legal)}${ENTRY}` })))).toBe('')
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

  it('when a page with islands has no island entry to start them', () => {
    const { 'renderer/islandEntry.tsx': _, ...withoutIslandEntry } = manifest
    const html = page({ head: CSP, body: `${pageData({ id: 'hero', type: 'hero' })}${ENTRY}` })
    expect(() => optimizeHtml({ page: 'test/index.html', html, manifest: withoutIslandEntry, readAsset, hydrationOf: () => 'load', bootScript: BOOT })).toThrow(
      'optimizeHtml: test/index.html: no island entry (expected renderer/islandEntry.tsx in the manifest)',
    )
  })

  it('when a section has no client chunk', () => {
    expect(() => run(page({ head: CSP, body: `${pageData({ id: 'x', type: 'ghost' })}${ENTRY}` }), { ghost: 'load' })).toThrow(
      'optimizeHtml: test/index.html: no client chunk for section type "ghost"',
    )
  })
})
