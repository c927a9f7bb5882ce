import { collectionNames, collections, type CollectionName } from '../schemas/collections/index.ts'
import { pageShellSchema, type PageHead } from '../schemas/page.ts'
import type { Section } from '../sections/types.ts'
import type { ContentIssue } from './contentIssues.ts'
import { jsonOf, type ContentSource } from './contentSource.ts'
import { interpolate } from './interpolate.ts'
import { PAGES_DIR, routeOfFile } from './pageFiles.ts'
import { resolveMarks, type ItemsByCollection, type LinkUse } from './resolveMarks.ts'
import { validateAgainst, validateSection } from './validateContent.ts'
import { LAYOUT_IDS } from '../site/layoutIds.ts'

const layoutIds: readonly string[] = Object.values(LAYOUT_IDS)

/** A validated page definition: its head and its sections in order. */
export interface PageDefinition {
  head: PageHead
  sections: Section[]
}

/** A page definition ready to render, with the route it serves. */
export interface LoadedPage {
  route: string
  file: string
  page: PageDefinition
}

/** What loading every page shares: the site's tokens, the loaded collections, and where problems and links go. */
type PageLoading = { tokens: Record<string, string>; items: ItemsByCollection; issues: ContentIssue[]; links: LinkUse[] }

/** The collection item a route is the page of ("/cases/cph-flyt" → cases "cph-flyt"), if any. */
function itemOfRoute(route: string): { collection: CollectionName; id: string } | undefined {
  const slash = route.lastIndexOf('/')
  const parent = route.slice(0, slash)
  const collection = collectionNames.find((name) => (collections[name] as { pages?: string }).pages === parent)
  return collection && { collection, id: route.slice(slash + 1) }
}

/** Validates one page file and resolves its content; undefined when it has problems. */
function loadPage(file: string, json: unknown, { tokens, items, issues, links }: PageLoading): PageDefinition | undefined {
  const ownItem = itemOfRoute(routeOfFile(file))
  const before = issues.length
  const shell = validateAgainst(pageShellSchema, json, file)
  issues.push(...shell.issues)
  if (shell.issues.length > 0) return undefined
  const { head, sections } = structuredClone(json) as PageDefinition
  const firstPositionOf = new Map<string, number>()
  const page: PageDefinition = {
    head: interpolate(head, tokens, (issue) => issues.push({ ...issue, file, field: issue.field ? `head.${issue.field}` : 'head' })),
    sections: sections.map((raw, index) => {
      const where = { file, section: { position: index + 1, id: String(raw.id), type: String(raw.type) } }
      const first = firstPositionOf.get(raw.id)
      if (first !== undefined) issues.push({ ...where, field: 'id', message: `duplicate section id "${raw.id}", already used by section ${first}` })
      else firstPositionOf.set(raw.id, index + 1)
      // The layout's own elements and islands have these ids on every page (site/layoutIds.ts).
      if (layoutIds.includes(raw.id))
        issues.push({ ...where, field: 'id', message: `section id "${raw.id}" is taken by the page's layout (${layoutIds.join(', ')}): choose another` })
      const section = interpolate(raw, tokens, (issue) => issues.push({ ...issue, ...where }))
      const validation = validateSection(file, index + 1, section)
      issues.push(...validation.issues)
      if (validation.issues.length === 0) resolveMarks(validation.marks, { where, items, ownItem, issues, links })
      return section
    }),
  }
  return issues.length === before ? page : undefined
}

/** Validates every page file under data/pages, fills in the site tokens, resolves references and Markdown, and maps each page to its route. */
export function loadPages(source: ContentSource, tokens: Record<string, string>, items: ItemsByCollection, issues: ContentIssue[]) {
  const pages = new Map<string, LoadedPage>()
  const links: LinkUse[] = []
  const claimedBy = new Map<string, string>()
  const files = Object.keys(source.json)
    .filter((file) => file.startsWith(`${PAGES_DIR}/`))
    .sort()
  for (const file of files) {
    const route = routeOfFile(file)
    const clash = claimedBy.get(route)
    if (clash) issues.push({ file, message: `serves the same route ${route} as ${clash}` })
    claimedBy.set(route, file)
    const json = jsonOf(source, file, issues)
    const page = json === undefined ? undefined : loadPage(file, json, { tokens, items, issues, links })
    if (page) pages.set(route, { route, file, page })
  }
  return { pages, links }
}
