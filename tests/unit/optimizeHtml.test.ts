// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { optimizeHtml, type Manifest } from '../../build/optimizeHtml.ts'
import { IMAGE_FALLBACK, ISLAND, ISLAND_ENTRY } from '../../islands/islandAttributes.ts'
import { TAG_RUNTIME } from '../../consent/measurement/runtimeConfig.ts'

const manifest: Manifest = {
  [ISLAND_ENTRY]: { file: 'assets/chunks/islands.js', imports: ['_react.js'] },
  [IMAGE_FALLBACK]: { file: 'assets/chunks/fallback.js' },
  '_react.js': { file: 'assets/chunks/react.js' },
  'sections/Hero/index.ts': { file: 'assets/chunks/hero.js', imports: ['_shared.js'] },
  'sections/LegalClause/index.ts': { file: 'assets/chunks/legal.js', css: ['assets/static/legal.css'], imports: ['_shared.js'] },
  'sections/ContactForm/index.ts': { file: 'assets/chunks/form.js', css: ['assets/static/form.css'], imports: ['_shared.js', '_react.js'] },
  'components/SiteHeader/SiteHeader.island.ts': { file: 'assets/chunks/header.js', imports: ['_react.js'] },
  '_shared.js': { file: 'assets/chunks/shared.js', css: ['assets/static/hero.css'] },
  [TAG_RUNTIME]: { file: 'assets/chunks/tags.js', imports: ['_attribution.js'] },
  '_attribution.js': { file: 'assets/chunks/attribution.js' },
}
const readAsset = (file: string) => `/*${file}*/`
/** As React writes it: every apostrophe in an attribute as &#x27;. */
const CSP = `<meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;"/>`
/** The boot script as islands/BootScript.tsx renders it: its modules named by their source paths; `boot()` stands in for islands/boot/boot.ts. */
const BOOT = `<script type="module" data-entry="/${ISLAND_ENTRY}" data-image-fallback="/${IMAGE_FALLBACK}">boot()</script>`
/** An island as islands/Island.tsx renders it (its props and inner HTML left out). */
const island = (module: string, id: string, tag = 'div') => `<${tag} data-island="${module}" data-island-id="${id}" data-start="near"><p>${id}</p></${tag}>`
const HEADER = island('components/SiteHeader/SiteHeader.island.ts', 'header')
/** The tags' loader as pages/+Head.tsx renders it where a tag is configured; `tags()` stands in for consent/measurement/tagLoader.ts. */
const TAGS = `<script type="module" data-tags="{&quot;bookingOrigin&quot;:&quot;https://calendly.com&quot;}" data-runtime="/${TAG_RUNTIME}">tags()</script>`
const FORM = `<section data-section-type="contactForm" data-island="sections/ContactForm/index.ts" data-island-id="skriv" data-start="near"><form></form></section>`

/** A page shaped like Vike's output, with the given head and body content. */
function page({ head = '', body = '' }: { head?: string; body?: string }) {
  return `<!DOCTYPE html><html><head><meta charset="UTF-8" />${head}</head><body>${body}</body></html>`
}

const run = (html: string) => optimizeHtml({ page: 'test/index.html', html, manifest, readAsset })

/** A space-separated attribute's list in the first start tag that has it. */
const listIn = (out: string, name: string, within = '') => (new RegExp(`${within}[^>]*\\s${name}="([^"]*)"`).exec(out)?.[1] ?? '').split(' ').filter(Boolean)

describe('optimizeHtml', () => {
  const html = page({
    head: `<link rel="stylesheet" type="text/css" href="/assets/static/base.css"><title>x</title>${CSP}`,
    body: `${HEADER}<section data-section-type="hero"></section><section data-section-type="legalClause"></section>${BOOT}`,
  })
  const out = run(html)

  it("inlines Vike's stylesheets and the CSS of the page's sections' code in one style tag, static sections' included", () => {
    expect(out).not.toMatch(/<link rel="stylesheet"/)
    expect(out).toContain('<style data-page-css>/*assets/static/base.css*/\n/*assets/static/hero.css*/\n/*assets/static/legal.css*/</style></head>')
  })

  it('lists the inlined files on the boot script, in their order, for it to add whole once an island starts', () => {
    expect(listIn(out, 'data-css', '<script')).toEqual(['/assets/static/base.css', '/assets/static/hero.css', '/assets/static/legal.css'])
  })

  it('names the built files of the modules the boot script loads in place of their source paths, and leaves its code as it is', () => {
    expect(out).toContain(
      '<script type="module" data-entry="/assets/chunks/islands.js" data-entry-files="/assets/chunks/islands.js /assets/chunks/react.js" data-image-fallback="/assets/chunks/fallback.js" data-css="/assets/static/base.css /assets/static/hero.css /assets/static/legal.css">boot()</script></body>',
    )
    expect(out).not.toContain(ISLAND_ENTRY)
    expect(out).not.toContain(IMAGE_FALLBACK)
  })

  it("gives each island the files it needs: its module's chunk and what that imports, but the islands' code, which the boot script's tag lists once", () => {
    const withForm = run(page({ head: CSP, body: `${HEADER}${FORM}${BOOT}` }))
    expect(listIn(withForm, 'data-entry-files', '<script type="module"')).toEqual(['/assets/chunks/islands.js', '/assets/chunks/react.js'])
    expect(listIn(withForm, ISLAND.files, '<div data-island=')).toEqual(['/assets/chunks/header.js'])
    expect(listIn(withForm, ISLAND.files, '<section data-section-type="contactForm"')).toEqual(['/assets/chunks/form.js', '/assets/chunks/shared.js'])
  })

  it("names the tags' runtime by its built files, its chunk first, on the tags' loader, and leaves the loader's code and configuration as they are", () => {
    const out = run(page({ head: `${CSP}${TAGS}`, body: BOOT }))
    expect(out).toContain(
      '<script type="module" data-tags="{&quot;bookingOrigin&quot;:&quot;https://calendly.com&quot;}" data-runtime="/assets/chunks/tags.js /assets/chunks/attribution.js">tags()</script>',
    )
    expect(out).not.toContain(TAG_RUNTIME)
  })

  it('gives static sections no code: they keep their prerendered HTML alone', () => {
    expect(out).not.toContain('hero.js')
    expect(out).not.toContain('legal.js')
    expect(out).toContain('<section data-section-type="hero"></section><section data-section-type="legalClause"></section>')
  })

  it('keeps a rule that a later file repeats only at its last place, and no stylesheet can end the <style> early', () => {
    const files: Record<string, string> = {
      'assets/static/base.css': '.layout{margin:0}.button{color:red}',
      'assets/static/hero.css': '.button{color:red}.hero{content:"</style>"}',
    }
    const repeated = page({
      head: `<link rel="stylesheet" href="/assets/static/base.css">${CSP}`,
      body: `<section data-section-type="hero"></section>${BOOT}`,
    })
    const out = optimizeHtml({ page: 'x.html', html: repeated, manifest, readAsset: (file) => files[file] ?? '' })
    expect(out).toContain('.layout{margin:0}\n.button{color:red}.hero{content:"\\3c /style>"}</style>')
  })

  it('moves the CSP meta tag right after the charset, at the top of head, its apostrophes unescaped', () => {
    expect(out).toMatch(/^<!DOCTYPE html><html><head><meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><title>/)
  })

  it("writes the head's meta and link tags without React's &#x27; for an apostrophe, and leaves the body as it is", () => {
    const icon = `<link rel="icon" href="data:image/svg+xml,%3csvg%20xmlns=&#x27;http://www.w3.org/2000/svg&#x27;/%3e" type="image/svg+xml"/>`
    const quote = `<p title="&quot;Hej&quot; &amp; &#x27;farvel&#x27;">x</p>`
    const out = run(page({ head: `${CSP}${icon}<meta name="description" content="Tom &amp; Jerry">`, body: `${quote}${BOOT}` }))
    expect(out).toContain(`<link rel="icon" href="data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'/%3e" type="image/svg+xml">`)
    expect(out).toContain('<meta name="description" content="Tom &amp; Jerry">')
    expect(out).toContain(quote)
  })

  it('leaves everything else as it was written', () => {
    const rest = out
      .replace(/<style data-page-css>.*<\/head>/s, '</head>')
      .replace(/<script type="module" [^>]*>boot\(\)<\/script>/, '')
      .replace(/ data-files="[^"]*"/, '')
    expect(rest).toBe(
      page({
        head: `<meta http-equiv="Content-Security-Policy" content="default-src 'self'"><title>x</title>`,
        body: `${HEADER}<section data-section-type="hero"></section><section data-section-type="legalClause"></section>`,
      }),
    )
  })

  it('reads tags as a browser does: any attribute order, quoting or case', () => {
    const out = run(
      page({
        head: `<LINK href=/assets/static/base.css REL="Stylesheet"><META content="default-src 'self'" HTTP-EQUIV=content-security-policy>`,
        body: `<DIV DATA-ISLAND-ID=header data-island='components/SiteHeader/SiteHeader.island.ts'></DIV><SCRIPT data-image-fallback=/${IMAGE_FALLBACK} DATA-ENTRY='/${ISLAND_ENTRY}' type=module>boot()</SCRIPT>`,
      }),
    )
    expect(out).toContain(`<meta charset="UTF-8" /><meta content="default-src 'self'" http-equiv="content-security-policy">`)
    expect(out).toContain('<style data-page-css>/*assets/static/base.css*/</style>')
    expect(listIn(out, 'data-entry', '<script')).toEqual(['/assets/chunks/islands.js'])
    expect(listIn(out, ISLAND.files, '<DIV')).toContain('/assets/chunks/header.js')
  })

  it('never mistakes text inside a script for tags', () => {
    const json = `<script type="application/json">{"x":"<link rel=\\"stylesheet\\" href=\\"/assets/static/json.css\\"><section data-section-type=\\"hero\\" data-island=\\"x\\">"}</script>`
    const out = run(page({ head: CSP, body: `${json}${BOOT}` }))
    expect(out).toContain(json)
    expect(out).not.toContain('json.css*/')
    expect(out).not.toContain('hero.css*/')
  })
})

describe('optimizeHtml fails loudly, naming the page', () => {
  it('without a CSP meta tag, or with two', () => {
    expect(() => run(page({ body: BOOT }))).toThrow('optimizeHtml: test/index.html: no <meta http-equiv="Content-Security-Policy">')
    expect(() => run(page({ head: CSP + CSP, body: BOOT }))).toThrow('optimizeHtml: test/index.html: 2 Content-Security-Policy meta tags')
  })

  it('without the boot script, or with two', () => {
    expect(() => run(page({ head: CSP, body: HEADER }))).toThrow('optimizeHtml: test/index.html: no boot script')
    expect(() => run(page({ head: CSP, body: BOOT + BOOT }))).toThrow('optimizeHtml: test/index.html: 2 boot scripts')
  })

  it('without <head> or <body> tags', () => {
    expect(() => run(`<!DOCTYPE html><html>${CSP}<body>${BOOT}</body></html>`)).toThrow('optimizeHtml: test/index.html: no <head>…</head>')
    expect(() => run(`<!DOCTYPE html><html><head>${CSP}</head>${BOOT}</html>`)).toThrow('optimizeHtml: test/index.html: no <body>…</body>')
  })

  it("when a module the page needs is not in the manifest: a section type, an island, one of the boot script, the tags' runtime", () => {
    expect(() => run(page({ head: CSP, body: `<section data-section-type="ghost"></section>${BOOT}` }))).toThrow(
      'optimizeHtml: test/index.html: no client chunk for sections/Ghost/index.ts in the manifest',
    )
    expect(() => run(page({ head: CSP, body: `${island('components/Ghost/Ghost.island.ts', 'ghost')}${BOOT}` }))).toThrow(
      'optimizeHtml: test/index.html: no client chunk for components/Ghost/Ghost.island.ts in the manifest',
    )
    expect(() => run(page({ head: CSP, body: BOOT.replace(IMAGE_FALLBACK, 'components/Ghost.ts') }))).toThrow(
      'optimizeHtml: test/index.html: no client chunk for components/Ghost.ts in the manifest',
    )
    expect(() => run(page({ head: `${CSP}${TAGS.replace(TAG_RUNTIME, 'consent/ghost.ts')}`, body: BOOT }))).toThrow(
      'optimizeHtml: test/index.html: no client chunk for consent/ghost.ts in the manifest',
    )
  })
})
