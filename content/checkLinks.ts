import { collectionNames, collections } from '../schemas/collections/index.ts'
import { suggest, type ContentIssue } from './contentIssues.ts'
import type { LoadedPage } from './loadPages.ts'
import type { ItemsByCollection, LinkUse } from './resolveMarks.ts'

export interface RouteFacts {
  pages: Map<string, LoadedPage>
  /** Routes from SPEC.md that are not built yet; links to them are allowed until they are. */
  plannedRoutes: readonly string[]
  /** The file that lists the planned routes, for messages. */
  plannedFile: string
}

/** An internal link target split into path, route and #fragment; undefined for other kinds of links and files. */
function internalTarget(href: string): { path: string; route: string; fragment?: string } | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined
  const [pathAndQuery = '', fragment] = href.split('#', 2)
  const path = pathAndQuery.split('?')[0] ?? ''
  if (/\.[a-z0-9]+$/i.test(path)) return undefined // a file (image, PDF), not a page
  return { path, route: path.length > 1 ? path.replace(/\/$/, '') : '/', fragment: fragment || undefined }
}

/** Every internal link must lead to a page that exists (or is planned) and, with a #fragment, to one of its sections. */
export function checkLinks(links: readonly LinkUse[], facts: RouteFacts): ContentIssue[] {
  const routes = [...new Set([...facts.pages.keys(), ...facts.plannedRoutes])]
  return links.flatMap(({ href, where }): ContentIssue[] => {
    const target = internalTarget(href)
    if (!target) return []
    const { path, route, fragment } = target
    if (path !== route) {
      const message = `link "${href}" ends in "/": a page's address has none, and the slashed one costs a redirect`
      return [{ ...where, message, hint: `did you mean "${href.replace(path, route)}"?` }]
    }
    const page = facts.pages.get(route)
    if (!page) return facts.plannedRoutes.includes(route) ? [] : [{ ...where, message: `link "${href}" leads to no page`, hint: suggest(route, routes) }]
    const anchors = page.page.sections.map((section) => section.id)
    if (fragment === undefined || anchors.includes(fragment)) return []
    return [{ ...where, message: `link "${href}": ${route} has no section with id "${fragment}"`, hint: suggest(fragment, anchors) }]
  })
}

/** Every item of a collection whose items have their own pages (cases, articles, team, services) has its page. */
export function checkItemPages(items: ItemsByCollection, fileOf: Map<string, string>, facts: RouteFacts): ContentIssue[] {
  const issues: ContentIssue[] = []
  for (const name of collectionNames) {
    const prefix: string | undefined = (collections[name] as { pages?: string }).pages
    if (!prefix) continue
    for (const { id } of items[name]) {
      const route = `${prefix}/${id}`
      if (facts.pages.has(route) || facts.plannedRoutes.includes(route)) continue
      const file = fileOf.get(`${name}/${id}`) ?? name
      issues.push({
        file,
        item: id,
        message: `has no page ${route}: add data/pages${route}.json (or list ${route} in ${facts.plannedFile} while it is being written)`,
      })
    }
  }
  return issues
}

/** Planned routes must be real routes and must leave the list once their page exists. */
export function checkPlannedRoutes(facts: RouteFacts): ContentIssue[] {
  const seen = new Set<string>()
  return facts.plannedRoutes.flatMap((route, index) => {
    const field = `routes[${index}]`
    const problems: ContentIssue[] = []
    if (facts.pages.has(route)) problems.push({ file: facts.plannedFile, field, message: `${route} is built now: remove it from the planned routes` })
    if (seen.has(route)) problems.push({ file: facts.plannedFile, field, message: `${route} is listed twice` })
    seen.add(route)
    return problems
  })
}
