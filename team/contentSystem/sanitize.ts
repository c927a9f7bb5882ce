import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify'
import { EMAIL_PATTERN } from '../../supabase/functions/_shared/contactRules.ts'

/**
 * Cleaning of everything the content system sends (SPEC.md section 5: script tags, javascript:
 * and vbscript: schemes and inline event-handler attributes are removed from every string), done
 * by DOMPurify, never by hand-written patterns: text fields come out as plain text without any
 * markup, and URLs come out only when DOMPurify keeps them under a scheme allow-list (https for
 * links and images, mailto: and tel: for e-mail and phone). Whatever does not pass becomes absent.
 */

/**
 * Characters that change the order or look of text without being seen: the bidirectional
 * controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which can turn a name
 * around ("\u202Emoc.evil" shows as "live.com"), and the zero-width and invisible characters
 * (U+200B, U+2060–U+2064, U+FEFF, U+180E) that make two names look alike. Zero-width joiner and
 * non-joiner (U+200D, U+200C) stay: emoji sequences and several scripts need them.
 */
const INVISIBLE_CONTROLS = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u180E]/g

/** Text without bidirectional controls and invisible zero-width characters. */
export function withoutInvisibleControls(text: string): string {
  return text.replace(INVISIBLE_CONTROLS, '')
}

/** Block elements whose end starts a new paragraph or line in the plain text. */
const BREAKS = { p: '\n\n', div: '\n\n', li: '\n', br: '\n' } as const
const TEXT_CONFIG = { ALLOWED_TAGS: Object.keys(BREAKS), ALLOWED_ATTR: [], KEEP_CONTENT: true, RETURN_DOM_FRAGMENT: true } satisfies Config

let inert: { frame: HTMLIFrameElement | null; purify: Purifier } | undefined

/**
 * DOMPurify working in a hidden frame that may not run scripts (`sandbox="allow-same-origin"`,
 * no `allow-scripts`). Parsing hostile markup creates its elements, `<img onerror>` and the like,
 * before DOMPurify removes them; in a document of the page itself (even one made by DOMParser,
 * `createHTMLDocument` or a `<template>`) Chromium checks each inline handler against the page's
 * Content Security Policy and reports a violation for it. In a frame without scripts no handler is
 * compiled, so nothing is reported. Created once, on first use; without a frame (a DOM without
 * frames) the page's own DOMPurify is used.
 */
function purifier(): Purifier {
  // Without a DOM (server-side rendering) DOMPurify returns its input untouched: refuse instead.
  if (!DOMPurify.isSupported) throw new Error('Content from the content system can only be cleaned in a browser')
  if (inert && (!inert.frame || (inert.frame.isConnected && inert.frame.contentWindow))) return inert.purify
  const frame = document.createElement('iframe')
  frame.setAttribute('sandbox', 'allow-same-origin')
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  frame.hidden = true
  frame.dataset.contentSanitizer = ''
  document.body.append(frame)
  const view = frame.contentWindow
  const purify = view ? DOMPurify(view as unknown as Window & typeof globalThis) : undefined
  if (!purify?.isSupported) {
    frame.remove()
    inert = { frame: null, purify: DOMPurify }
  } else inert = { frame, purify }
  return inert.purify
}

/** The document the sanitiser parses in (the hidden frame's, see `purifier`). */
function inertDocument(): Document {
  return inert?.frame?.contentDocument ?? document
}

/** The visible text of a sanitised fragment, with line breaks where its block elements were. */
function textOf(node: Node): string {
  let text = ''
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue ?? ''
    else if (child.nodeType === Node.ELEMENT_NODE) {
      const tag = (child as Element).localName as keyof typeof BREAKS
      text += tag === 'br' ? BREAKS.br : textOf(child) + (BREAKS[tag] ?? '')
    }
  }
  return text
}

function tidy(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n')
}

/**
 * Plain text from a field that may hold HTML: tags removed by DOMPurify (scripts, styles and
 * the like with their content, other tags keeping their text), entities decoded, whitespace
 * tidied, bidirectional controls and invisible characters dropped. Decoding can reveal markup
 * that was entity-encoded ("&lt;script&gt;"), so the text is cleaned again until it no longer
 * changes. Anything that is not a string or a number
 * gives "".
 */
export function cleanText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return ''
  const purify = purifier()
  let text = withoutInvisibleControls(value)
  for (let pass = 0; pass < 5; pass++) {
    const next = withoutInvisibleControls(tidy(textOf(purify.sanitize(text, TEXT_CONFIG))))
    if (next === text) return next
    text = next
  }
  // Still changing after five passes: markup nested to hide itself; give nothing rather than guess.
  return ''
}

/**
 * The value of `href` on an `<a>` after DOMPurify, whose URI check ignores whitespace and
 * control characters inside the scheme ("java\tscript:") and compares the rest with `allowed`;
 * then parsed as a URL, which must have one of `protocols`. Returns the normalised URL or undefined.
 */
function allowedUrl(candidate: string, allowed: RegExp, protocols: readonly string[]): URL | undefined {
  if (!candidate) return undefined
  const purify = purifier()
  const anchor = inertDocument().createElement('a')
  anchor.setAttribute('href', candidate)
  const clean = purify.sanitize(anchor, { ALLOWED_TAGS: ['a'], ALLOWED_ATTR: ['href'], ALLOWED_URI_REGEXP: allowed, RETURN_DOM_FRAGMENT: true })
  const href = clean.querySelector('a')?.getAttribute('href')
  if (!href) return undefined
  try {
    const url = new URL(href)
    return protocols.includes(url.protocol) ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * An absolute https URL (links and images), or undefined for anything else (http:, data:,
 * javascript: in any spelling, relative paths ...). The value is taken as the URL itself, not
 * as HTML, so entities stay literal ("&#106;avascript:" is no scheme at all and fails too).
 */
export function cleanHttpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const url = allowedUrl(value.trim(), /^https:/i, ['https:'])
  return url && url.hostname ? url.href : undefined
}

/** An e-mail address, given bare or as a mailto: link; returned bare, or undefined. */
export function cleanEmail(value: unknown): string | undefined {
  const text = cleanText(value)
  const url = allowedUrl(/^mailto:/i.test(text) ? text : `mailto:${text}`, /^mailto:/i, ['mailto:'])
  if (!url || url.search) return undefined
  let address: string
  try {
    address = decodeURIComponent(url.pathname)
  } catch {
    return undefined
  }
  return EMAIL_PATTERN.test(address) && !/[<>()[\]\\,;:"]/.test(address) ? address : undefined
}

/** A phone number as displayed ("+45 12 34 56 78"), given bare or as a tel: link; or undefined. */
export function cleanPhone(value: unknown): string | undefined {
  const text = cleanText(value)
  const url = allowedUrl(/^tel:/i.test(text) ? text : `tel:${text}`, /^tel:/i, ['tel:'])
  if (!url) return undefined
  let number: string
  try {
    number = decodeURIComponent(url.pathname).trim()
  } catch {
    return undefined
  }
  return /^\+?\d[\d ().-]{4,}\d$/.test(number) ? number : undefined
}
