import { closest, distance } from 'fastest-levenshtein'

/** Where in a content file a problem is, and what it is. */
export interface ContentIssue {
  /** Repository-relative path of the file, e.g. "data/pages/index.json". */
  file: string
  /** The section concerned, when the problem is inside one. */
  section?: { position: number; id: string; type: string }
  /** The collection item concerned, by id, when the problem is inside one. */
  item?: string
  /** Field path inside the section (or file), e.g. "stats[0].value". */
  field?: string
  /** 1-based line inside a Markdown text. */
  line?: number
  message: string
  /** Allowed values or a "did you mean" suggestion. */
  hint?: string
}

/** One line per issue; the same format in the dev server, the build, `npm run check` and the tests. */
export function formatIssue(issue: ContentIssue): string {
  const parts = [issue.file]
  if (issue.section) {
    const { position, id, type } = issue.section
    parts.push(`section ${position} (id "${id}", type "${type}")`)
  }
  if (issue.item) parts.push(`item "${issue.item}"`)
  if (issue.field) parts.push(`field "${issue.field}"`)
  if (issue.line) parts.push(`line ${issue.line}`)
  const hint = issue.hint ? ` (${issue.hint})` : ''
  return `${parts.join(' › ')}: ${issue.message}${hint}`
}

/** Thrown when content does not match its schema; its message lists every issue found. */
export class ContentError extends Error {
  readonly issues: ContentIssue[]
  constructor(issues: ContentIssue[]) {
    super(`Invalid content:\n${issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`)
    this.name = 'ContentError'
    this.issues = issues
  }
}

/** "did you mean …?" for a near miss, otherwise the list of allowed values. */
export function suggest(value: string, allowed: readonly string[]): string {
  if (allowed.length === 0) return ''
  const best = closest(value, [...allowed])
  const limit = Math.max(2, Math.floor(best.length / 3))
  if (distance(value.toLowerCase(), best.toLowerCase()) <= limit) return `did you mean "${best}"?`
  return `allowed: ${allowed.map((a) => `"${a}"`).join(', ')}`
}
