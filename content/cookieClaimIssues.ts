import type { ContentIssue } from './contentIssues.ts'
import type { LoadedPage } from './loadPages.ts'
import type { CookiePurpose } from '../schemas/collections/cookiePurpose.ts'
import { claimedCookiePurposes, COOKIE_ID_PLACEHOLDER, isPresent } from '../consent/measurement/claimedCookies.ts'
import { isShown } from './claimedPages.ts'
import { TAG_PURPOSES, TAG_SERVICES, type MeasurementConfig, type TagService } from '../consent/measurement/tagServices.ts'

const FILE = 'data/collections/cookiePurposes.json'

/**
 * The cookie list's own consistency: a tag's cookies and service are listed under the purpose the tag
 * waits for, every tag service is listed with what it sets, and only a tag's cookie names hold `<ID>`.
 */
export function cookieListIssues(purposes: readonly CookiePurpose[]): ContentIssue[] {
  const issues: ContentIssue[] = []
  for (const purpose of purposes) {
    const where = { file: FILE, item: purpose.id }
    const misplaced = (tag: TagService, field: string, what: string): ContentIssue => ({
      ...where,
      field,
      message: `"${tag}" waits for consent to "${TAG_PURPOSES[tag]}": list ${what} there`,
    })
    purpose.cookies.forEach((cookie, index) => {
      if (cookie.setBy === 'site' && cookie.name.includes(COOKIE_ID_PLACEHOLDER))
        issues.push({ ...where, field: `cookies[${index}].name`, message: `only a tag's cookie can hold ${COOKIE_ID_PLACEHOLDER}` })
      if (cookie.setBy !== 'site' && TAG_PURPOSES[cookie.setBy] !== purpose.id) issues.push(misplaced(cookie.setBy, `cookies[${index}].setBy`, 'its cookies'))
    })
    purpose.services.forEach((service, index) => {
      if (service.tag && TAG_PURPOSES[service.tag] !== purpose.id) issues.push(misplaced(service.tag, `services[${index}].tag`, 'it'))
      // The site's own measuring of speed reads the device as statistics does: it waits for that consent.
      if (service.own && purpose.id !== 'statistics')
        issues.push({ ...where, field: `services[${index}].own`, message: `"${service.own}" waits for consent to "statistics": list it there` })
    })
  }
  for (const tag of TAG_SERVICES) {
    if (!purposes.some((purpose) => purpose.services.some((service) => service.tag === tag)))
      issues.push({ file: FILE, message: `no service has "tag": "${tag}": the policy would not name it when it is configured` })
    if (!purposes.some((purpose) => purpose.cookies.some((cookie) => cookie.setBy === tag)))
      issues.push({ file: FILE, message: `no cookie has "setBy": "${tag}": the policy would not list what it sets when it is configured` })
  }
  return issues
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A cookie name as a whole word of a text, `<ID>` standing for any ID. */
function namePattern(name: string): RegExp {
  const body = name.split(COOKIE_ID_PLACEHOLDER).map(escape).join('[A-Za-z0-9]+')
  return new RegExp(`(?<![A-Za-z0-9_])${body}(?![A-Za-z0-9_])`)
}

/** Every string of a value a visitor is shown, with its field path; entries whose `requires` is not met are skipped. */
function shownStrings(measurement: MeasurementConfig, value: unknown, field: string): { field: string; text: string }[] {
  if (typeof value === 'string') return [{ field, text: value }]
  const join = (key: string | number) => (typeof key === 'number' ? `${field}[${key}]` : field ? `${field}.${key}` : key)
  if (Array.isArray(value)) return value.flatMap((entry, index) => (isShown(measurement, entry) ? shownStrings(measurement, entry, join(index)) : []))
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, entry]) => shownStrings(measurement, entry, join(key)))
  return []
}

/**
 * Where a page, or a purpose's own texts, names a cookie of the collection that is not listed under
 * the configuration ("_ga" while Google Analytics is not configured): the text would claim a cookie
 * nothing sets. The cookie overview's purposes are the list itself and are not searched.
 */
export function unclaimedCookieMentions(measurement: MeasurementConfig, purposes: readonly CookiePurpose[], pages: Iterable<LoadedPage>): ContentIssue[] {
  const unclaimed = purposes
    .flatMap((purpose) => purpose.cookies)
    .filter((cookie) => !isPresent(measurement, cookie.setBy))
    .map(({ name }) => ({ name, pattern: namePattern(name) }))
  if (unclaimed.length === 0) return []
  const message = (name: string) => `names the cookie "${name}", which is not listed: nothing configured sets it (data/site.json "measurement")`
  /** An issue at `where` for each unlisted cookie a shown string of `value` names. */
  const mentions = (where: Omit<ContentIssue, 'message'>, value: unknown, path = ''): ContentIssue[] =>
    shownStrings(measurement, value, path).flatMap(({ field, text }) =>
      unclaimed.filter(({ pattern }) => pattern.test(text)).map(({ name }) => ({ ...where, field, message: message(name) })),
    )
  const onPages = [...pages].flatMap(({ file, page }) => [
    ...mentions({ file }, page.head, 'head'),
    ...page.sections.flatMap((section, index) => {
      const where = { file, section: { position: index + 1, id: section.id, type: section.type } }
      return mentions(where, section.type === 'cookieOverview' ? { ...section, purposes: [] } : section)
    }),
  ])
  return [...onPages, ...claimedCookiePurposes(measurement, purposes).flatMap((purpose) => mentions({ file: FILE, item: purpose.id }, purpose))]
}
