import Beasties from 'beasties'
import postcss, { type Declaration } from 'postcss'
import MagicString from 'magic-string'
import { attribute, contentRange, parseHtml } from './htmlSource.ts'

/**
 * Attribute selectors name states that change while the page is still plain HTML: `open` on a
 * <details>, `data-consent` set by the head script, a popover's attributes. A rule is kept when its
 * selector matches the page with those left out, so no such state loses its style before the full
 * CSS arrives. A compound made only of attributes (`[hidden]`) becomes `*`.
 */
export function withoutAttributeSelectors(selector: string): string {
  return selector.replace(/(^|[\s>+~(,])(?:\[[^\]]*\])+/g, '$1*').replace(/\[[^\]]*\]/g, '')
}

/**
 * Leaves out functional pseudo-classes (`:where(…)`, `:not(…)`, `:nth-child(…)`), innermost first,
 * so a selector matches as broadly as its plain parts allow (a compound made only of them becomes
 * `*`). Beasties' own pattern for them is greedy: in `:where(*) .a:where(*)` it would take
 * everything from the first `(` to the last `)` and drop a rule the page needs (Mantine's carousel
 * gap is written so).
 */
export function withoutFunctionalPseudoClasses(selector: string): string {
  let previous
  let result = selector
  do {
    previous = result
    result = result.replace(/(^|[\s>+~(,])(?::{1,2}[a-z-]+\([^()]*\))+/gi, '$1*').replace(/:{1,2}[a-z-]+\([^()]*\)/gi, '')
  } while (result !== previous)
  return result
}

/** Beasties, matching selectors without attribute selectors and functional pseudo-classes (and, as Beasties does, without other pseudo-classes). */
class PageBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    const normalize = (Beasties.prototype as unknown as { normalizeCssSelector(s: string): string }).normalizeCssSelector
    return normalize.call(this, withoutFunctionalPseudoClasses(withoutAttributeSelectors(selector)))
  }
}

const beasties = new PageBeasties({
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: false,
  keyframes: 'critical',
  compress: true,
  logLevel: 'warn',
})

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g

/** The custom properties `text` reads through var(). */
function referencedProperties(text: string): Set<string> {
  return new Set([...text.matchAll(VAR_REFERENCE)].map((match) => match[1]!))
}

/**
 * Drops custom property declarations (`--x: …`) that nothing on the page reads: neither a kept
 * rule, nor a style attribute in the HTML, nor another custom property that is itself read.
 * Mantine declares hundreds on :root; a page uses a few dozen.
 */
export function withoutUnusedCustomProperties(css: string, html: string): string {
  const root = postcss.parse(css, { from: undefined })
  const customDeclarations: Declaration[] = []
  const used = referencedProperties(html)
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) customDeclarations.push(declaration)
    else for (const name of referencedProperties(declaration.value)) used.add(name)
  })
  // Whatever a used property reads is used too, however deep the chain (a Set's loop also visits what is added during it).
  for (const name of used) {
    for (const declaration of customDeclarations) if (declaration.prop === name) referencedProperties(declaration.value).forEach((read) => used.add(read))
  }
  for (const declaration of customDeclarations) {
    if (used.has(declaration.prop)) continue
    const parent = declaration.parent
    declaration.remove()
    if (parent && parent.type === 'rule' && parent.nodes.length === 0) parent.remove()
  }
  return root.toString()
}

/**
 * Reduces a page's <style data-page-css> (build/optimizeHtml.ts put all of the page's CSS there)
 * to the rules its prerendered HTML uses, in their order, for a first paint that downloads and
 * styles less. The whole stylesheets follow once the page's code starts (islands/boot/boot.ts), so every
 * state the code can show is styled from then on. Everything else in the page stays byte for byte.
 */
export async function keepCriticalCss(page: string, html: string): Promise<string> {
  const { elements, body } = parseHtml(html)
  const styles = elements.filter((el) => el.tagName === 'style' && attribute(el, 'data-page-css') !== undefined)
  if (styles.length !== 1 || !body)
    throw new Error(`keepCriticalCss: ${page}: expected one <style data-page-css> and a <body>, found ${styles.length} such <style>`)
  const [start, end] = contentRange(styles[0]!)
  const css = html.slice(start, end)
  const bodySource = html.slice(body.sourceCodeLocation!.startOffset, body.sourceCodeLocation!.endOffset)
  // Beasties matches against this small document (the page's body) and reduces its one <style>.
  const reduced = await beasties.process(`<!DOCTYPE html><html><head><style>${css}</style></head>${bodySource}</html>`)
  const critical = /^[\s\S]*?<head><style>([\s\S]*?)<\/style>/.exec(reduced)?.[1] ?? ''
  return new MagicString(html).overwrite(start, end, withoutUnusedCustomProperties(critical, bodySource)).toString()
}
