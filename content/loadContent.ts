import { collectionNames, collections } from '../schemas/collections/index.ts'
import { plannedRoutesSchema } from '../schemas/plannedRoutes.ts'
import { siteSchema, type SiteConfig } from '../schemas/site.ts'
import { checkItemPages, checkLinks, checkPlannedRoutes } from './checkLinks.ts'
import { ContentError, type ContentIssue } from './contentIssues.ts'
import { COLLECTIONS_DIR, jsonOf, PLANNED_ROUTES_FILE, SITE_FILE, type ContentSource } from './contentSource.ts'
import { siteTokens } from './interpolate.ts'
import { withEnv } from '../site/buildEnv.ts'
import { loadCollections } from './loadCollections.ts'
import { loadPages, type LoadedPage } from './loadPages.ts'
import { PAGES_DIR } from './pageFiles.ts'
import { resolveMarks, type ItemsByCollection, type LinkUse } from './resolveMarks.ts'
import { validateAgainst } from './validateContent.ts'
import { claimedPage } from './claimedPages.ts'
import { cookieListIssues, unclaimedCookieMentions } from './cookieClaimIssues.ts'

/** All content, validated and resolved: what the build renders and the tests read. */
export interface Content {
  site: SiteConfig
  collections: ItemsByCollection
  /** Every page by route: the one list of routes the sitemap, tests, budgets and benchmark use. */
  pages: Map<string, LoadedPage>
  /** Routes from SPEC.md not built yet (data/planned-routes.json). */
  plannedRoutes: string[]
}

/** Whether the engine reads this file; anything else under data/ is a mistake (a typo in a folder name, say). */
function isKnownFile(file: string): boolean {
  if (file === SITE_FILE || file === PLANNED_ROUTES_FILE) return true
  if (file.startsWith(`${PAGES_DIR}/`)) return file.endsWith('.json')
  return collectionNames.some((name) => {
    const definition = collections[name] as { storage: string; markdownBody?: string }
    if (definition.storage === 'file') return file === `${COLLECTIONS_DIR}/${name}.json`
    return new RegExp(`^${COLLECTIONS_DIR}/${name}/[^/]+\\.(json${definition.markdownBody ? '|md' : ''})$`).test(file)
  })
}

/** Reads and validates one JSON file against a schema; records problems and returns undefined if invalid. */
function readValid<T>(source: ContentSource, file: string, schema: object, issues: ContentIssue[], links?: LinkUse[]): T | undefined {
  const json = jsonOf(source, file, issues)
  if (json === undefined) return undefined
  const value = structuredClone(json)
  const validation = validateAgainst(schema, value, file)
  issues.push(...validation.issues)
  if (validation.issues.length > 0) return undefined
  if (links) resolveMarks(validation.marks, { where: { file }, issues, links })
  return value as T
}

/**
 * Loads everything under data/ with the build's `settings` applied to the site config, validates it, resolves references and Markdown,
 * checks every internal link and that each item with a page has one, and shows pages as configured (./claimedPages.ts).
 * Throws one ContentError listing every problem.
 */
export function loadContent(source: ContentSource, settings: Record<string, string> = {}): Content {
  const issues: ContentIssue[] = []
  for (const file of [...Object.keys(source.json), ...Object.keys(source.text)].filter((f) => !isKnownFile(f)).sort()) {
    issues.push({
      file,
      message: `is not a content file the site reads (pages go in ${PAGES_DIR}/, collections in ${COLLECTIONS_DIR}/ as listed in schemas/collections/index.ts)`,
    })
  }
  const siteLinks: LinkUse[] = []
  const validSite = readValid<SiteConfig>(source, SITE_FILE, siteSchema, issues, siteLinks)
  const site = validSite && withEnv(validSite, settings)
  const planned = readValid<{ routes: string[] }>(source, PLANNED_ROUTES_FILE, plannedRoutesSchema, issues)
  if (!site) throw new ContentError(issues)
  const tokens = siteTokens(site)
  const collections = loadCollections(source, tokens, issues)
  const loaded = loadPages(source, tokens, collections.items, issues)
  // What the measurement configuration leaves out is neither claimed nor shown.
  issues.push(...cookieListIssues(collections.items.cookiePurposes))
  issues.push(...unclaimedCookieMentions(site.measurement, collections.items.cookiePurposes, loaded.pages.values()))
  const pages = new Map([...loaded.pages].map(([route, page]) => [route, { ...page, page: claimedPage(site.measurement, page.page) }]))
  const facts = { pages, plannedRoutes: planned?.routes ?? [], plannedFile: PLANNED_ROUTES_FILE }
  // Links are only judged once every page loaded; a broken page would make its targets look missing.
  if (issues.length === 0) {
    issues.push(...checkLinks([...siteLinks, ...collections.links, ...loaded.links], facts))
    issues.push(...checkItemPages(collections.items, collections.fileOf, facts))
    issues.push(...checkPlannedRoutes(facts))
  }
  if (issues.length > 0) throw new ContentError(issues)
  return { site, collections: collections.items, pages, plannedRoutes: facts.plannedRoutes }
}
