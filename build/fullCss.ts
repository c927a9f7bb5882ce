import { createHash } from 'node:crypto'
import { attribute, parseHtml, SourceEdits } from './htmlSource.ts'

/** A page's full CSS as one file, and the page that names it. */
export interface PageWithFullCss {
  html: string
  /** Path in the client folder, e.g. "assets/static/page-0123456789ab.css"; the name is a hash of the text, so it can be cached for good. */
  file: string
  text: string
}

/**
 * Writes the page's full CSS, which build/optimizeHtml.ts put in its <style data-page-css> (the
 * page's stylesheets joined in their order, led by a comment listing them), out as one file and
 * names that file on the <style>, so head/boot.js fetches it in one request when the framework
 * starts, once build/criticalCss.ts has reduced the inline copy. Pages with the same files share
 * the file.
 */
export function withFullCssFile(page: string, html: string): PageWithFullCss {
  const style = parseHtml(html).elements.find((el) => el.tagName === 'style' && attribute(el, 'data-page-css') !== undefined)
  if (!style) throw new Error(`withFullCssFile: ${page}: no <style data-page-css> in the page`)
  const edits = new SourceEdits(html)
  const text = edits.contentOf(style)
  const file = `assets/static/page-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.css`
  edits.replaceStartTag(style, `<style data-page-css="/${file}">`)
  return { html: edits.apply(), file, text }
}
