import MarkdownIt from 'markdown-it'
import { messages } from '../site/messages.ts'

// html: true only so raw HTML is recognised as such and refused; it never reaches the output.
const md = new MarkdownIt({ html: true, linkify: false, typographer: false })

// A table wider than a phone scrolls sideways inside a region the keyboard can reach and a
// screen reader can name ("Tabel 1", "Tabel 2" … within one text).
md.renderer.rules.table_open = (_tokens, _index, _options, env: { tables?: number }) => {
  env.tables = (env.tables ?? 0) + 1
  return `<div class="table-scroll" role="region" tabindex="0" aria-label="${messages.prose.table} ${env.tables}"><table>\n`
}
md.renderer.rules.table_close = () => '</table></div>\n'

/**
 * Converts Markdown into HTML at build time. Refuses raw HTML; checks that headings start at
 * `topHeading` and never skip a level, so they nest under the page's own headings; opens
 * external links safely in a new tab. Problems are returned, not thrown, so every one is reported.
 */
export function renderMarkdown(text: string, topHeading: number) {
  // Problems and link targets (for the link check), each at a 1-based line of the text.
  const problems: { line: number; message: string }[] = []
  const links: { href: string; line: number }[] = []
  const tokens = md.parse(text, {})
  let previousLevel = topHeading - 1
  let blockLine = 1
  for (const token of tokens) {
    // A token without lines of its own (a closing tag) keeps the line of the block before it.
    if (token.map) blockLine = token.map[0] + 1
    if (token.type === 'html_block') problems.push({ line: blockLine, message: 'raw HTML is not allowed in Markdown' })
    if (token.type === 'heading_open') {
      const level = Number(token.tag.slice(1))
      if (level < topHeading) {
        problems.push({
          line: blockLine,
          message: `heading level ${level} is too high here: headings start at ${'#'.repeat(topHeading)} (level ${topHeading})`,
        })
      } else if (level > previousLevel + 1) {
        problems.push({
          line: blockLine,
          message: `heading level ${level} skips a level: expected at most ${'#'.repeat(previousLevel + 1)} (level ${previousLevel + 1})`,
        })
      }
      previousLevel = level
    }
    for (const child of token.children ?? []) {
      if (child.type === 'html_inline') problems.push({ line: blockLine, message: `raw HTML is not allowed in Markdown: ${child.content}` })
      if (child.type === 'link_open') {
        const href = child.attrGet('href') ?? ''
        links.push({ href, line: blockLine })
        if (/^https?:\/\//.test(href)) {
          child.attrSet('target', '_blank')
          child.attrSet('rel', 'noopener noreferrer')
        }
      }
    }
  }
  const html = problems.length > 0 ? '' : md.renderer.render(tokens, md.options, {})
  return { html: html.trim(), problems, links }
}
