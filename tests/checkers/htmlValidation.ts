// The W3C's Nu Html Checker (vnu.jar from the vnu-jar package, run on Java: tests/ensure-java.sh) over
// built pages. Every error and warning fails, except the checker's own gaps listed in ALLOWED.
import { createRequire } from 'node:module'
import { runGroup } from '../processGroup.ts'

/** One message of the checker's JSON output. */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

interface CheckerGap {
  /** Why this is the checker's gap, not our mistake. */
  why: string
  message: RegExp
  /** Where the message is too general, what the quoted source must show. */
  extract?: RegExp
}

/**
 * What the checker reports that is not wrong. Keep it short: each entry is a gap in the checker,
 * confirmed against the specification and current browsers.
 */
export const ALLOWED: readonly CheckerGap[] = [
  {
    why: "Its CSS grammar lacks anchor positioning, container queries and line-clamp, which current browsers support (the dropdown's fallback without anchor positioning is tested in tests/e2e/navigation.spec.ts).",
    message: /^CSS: “(anchor-name|position-anchor|container|container-type|line-clamp)”: Property “[a-z-]+” doesn't exist\.$/,
  },
  {
    why: 'anchor() in an inset property (anchor positioning).',
    message: /^CSS: “(top|left|right|bottom)”: (Parse Error\.|“anchor\(\w+\)” is not a “\w+” value\.)$/,
    extract: /anchor\(/,
  },
  { why: 'Container query length units (cqi).', message: /^CSS: “font-size”: Parse Error\.$/, extract: /\dcqi/ },
  {
    why: '@container and @view-transition (cross-document view transitions) are CSS it does not know.',
    message: /^CSS: Unrecognized at-rule “@(container|view-transition)”\.?$/,
  },
  { why: 'The ::view-transition-group() pseudo-element after @view-transition.', message: /^CSS: Parse Error\.$/, extract: /tion-group\(root\)/ },
  {
    why: "It checks the CSP meta tag against the files' file: addresses, so every own resource looks cross-origin, and it counts JSON data blocks (ld+json, Vike's page data) as scripts. The browser tests record real CSP violations.",
    message: /violates Content Security Policy \(meta tag\)/,
  },
]

const isGap = (message: NuMessage) => ALLOWED.some((gap) => gap.message.test(message.message) && (!gap.extract || gap.extract.test(message.extract ?? '')))

/** The messages that fail the check: errors and warnings (not info) that no known gap explains. */
export function unexpectedMessages(messages: readonly NuMessage[]): NuMessage[] {
  return messages.filter((message) => (message.type !== 'info' || message.subType === 'warning') && !isGap(message))
}

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/** Runs the checker over the given HTML files (one Java process for all) and returns every message. */
export async function checkHtml(files: readonly string[]): Promise<NuMessage[]> {
  const output = await runGroup('java', ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
    timeoutMs: 120_000,
  })
  return (JSON.parse(output) as { messages: NuMessage[] }).messages
}
