import type { SiteConfig } from '../schemas/site.ts'
import { suggest, type ContentIssue } from './contentIssues.ts'
import { addressLine } from '../site/format.ts'

/** The `{token}`s content may use; each is filled from data/site.json so identity is written once. */
export function siteTokens(site: SiteConfig): Record<string, string> {
  return {
    brand: site.brand,
    legalName: site.legalName,
    cvr: site.cvr,
    email: site.email,
    phone: site.phone,
    address: addressLine(site.address),
    siteUrl: site.siteUrl,
    bookingEvent: site.booking.eventName,
    cookiePolicyVersion: site.consent.policyVersion,
  }
}

const TOKEN = /\{([A-Za-z]+)\}/g

/** Replaces `{token}`s in every string of a JSON value; an unknown one is reported (with a "did you mean" hint), not left in the page. */
export function interpolate<T>(value: T, tokens: Record<string, string>, report: (issue: Omit<ContentIssue, 'file'>) => void, path = ''): T {
  if (typeof value === 'string') {
    return value.replace(TOKEN, (match, name: string) => {
      if (name in tokens) return tokens[name] as string
      report({ field: path || undefined, message: `unknown token ${match}`, hint: suggest(name, Object.keys(tokens)) })
      return match
    }) as T
  }
  if (Array.isArray(value)) return value.map((item, i) => interpolate(item, tokens, report, `${path}[${i}]`)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, tokens, report, path ? `${path}.${key}` : key)])) as T
  }
  return value
}
