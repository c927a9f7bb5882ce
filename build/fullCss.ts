import { createHash } from 'node:crypto'
import { attribute, parseHtml, SourceEdits } from './htmlSource.ts'

/** A page's full CSS as one file, and the page that names it. */
export interface PageWithFullCss {
  html: string
  /** Path in the client folder, e.g. "assets/static/page-0123456789.css"; the name is a hash of the text, so it can be cached for good. */
  file: string
  text: string
}

/**
 * Joins the files a page's disabled stylesheet links name (build/optimizeHtml.ts) into one file and
 * names it on the page's <style data-page-css>, so public/boot.js fetches the page's full CSS in one
 * request when the framework starts, rather than one per file. Pages with the same files share it.
 */
export function withFullCssFile(page: string, html: string, readAsset: (file: string) => string): PageWithFullCss {
  const { elements } = parseHtml(html)
  const style = elements.find((el) => el.tagName === 'style' && attribute(el, 'data-page-css') !== undefined)
  if (!style) throw new Error(`withFullCssFile: ${page}: no <style data-page-css> in the page`)
  const files = elements
    .filter((el) => el.tagName === 'link' && attribute(el, 'rel') === 'stylesheet' && attribute(el, 'disabled') !== undefined)
    .map((el) => (attribute(el, 'href') ?? '').replace(/^\//, ''))
  const text = files.map(readAsset).join('\n')
  const file = `assets/static/page-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.css`
  const edits = new SourceEdits(html)
  edits.replaceStartTag(style, `<style data-page-css="/${file}">`)
  return { html: edits.apply(), file, text }
}
