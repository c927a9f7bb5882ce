import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One rule of a _headers file: the paths it matches and the headers it adds to their replies. */
export interface HeadersRule {
  pattern: string
  matches: RegExp
  headers: [name: string, value: string][]
}

/** A path pattern as static hosts read it: `*` matches anything (slashes too), `:name` one path segment. */
function patternRegExp(pattern: string): RegExp {
  const parts = pattern.split(/(\*|:[A-Za-z]\w*)/).map((part) => {
    if (part === '*') return '.*'
    if (part.startsWith(':')) return '[^/]+'
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  })
  return new RegExp(`^${parts.join('')}$`)
}

/**
 * The rules of a _headers file in Cloudflare Pages' format, as build/headersFile.ts writes it: a path
 * pattern on a line of its own, then its headers indented, `Name: value`, one a line; blank lines and
 * `#` comments between. Anything else (a host in the pattern, `! Name` to remove a header) is not
 * read here and fails, so the local server never quietly sends other headers than the host.
 */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = []
  for (const [index, line] of text.split('\n').entries()) {
    const fail = (problem: string) => new Error(`_headers line ${index + 1}: ${problem}: ${line}`)
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/')) throw fail('a path pattern starts with "/"')
      rules.push({ pattern: line.trim(), matches: patternRegExp(line.trim()), headers: [] })
      continue
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line)
    if (!header) throw fail('expected an indented "Name: value"')
    const rule = rules.at(-1)
    if (!rule) throw fail('a header before any path pattern')
    rule.headers.push([header[1]!, header[2]!.trim()])
  }
  return rules
}

/** The headers the rules give a path: those of every rule that matches it; a header two rules set gets both values, comma-separated, as the host joins them. */
export function headersOfPath(rules: readonly HeadersRule[], path: string): Record<string, string> {
  const headers = new Headers()
  for (const rule of rules) if (rule.matches.test(path)) for (const [name, value] of rule.headers) headers.append(name, value)
  return Object.fromEntries(headers)
}

/** The file the build writes beside the site (build/headersFile.ts) and static hosts read. */
export const HEADERS_FILE = '_headers'

/** The rules of the built site in `root`; a site built without a _headers file is refused, as it would be served without its security headers. */
export function readHeadersFile(root: string): HeadersRule[] {
  const file = join(root, HEADERS_FILE)
  if (!existsSync(file)) throw new Error(`No ${HEADERS_FILE} in ${root}: build the site with "npm run build", which writes it.`)
  return parseHeadersFile(readFileSync(file, 'utf8'))
}
