import type { PageDefinition } from '../schemas/page.ts'
import { ContentError, type ContentIssue } from './contentIssues.ts'
import { interpolate, siteTokens } from './interpolate.ts'
import { routeOfFile } from './pageFiles.ts'
import { site } from './site.ts'
import { validatePage } from './validateContent.ts'

/** A page definition ready to render, with the route it serves. */
export interface LoadedPage {
  route: string
  file: string
  page: PageDefinition
}

/**
 * Validates every page file, fills in the site tokens and maps each to its route.
 * Collects the problems of all files and throws one ContentError listing them all.
 */
export function loadPages(files: Record<string, unknown>): Map<string, LoadedPage> {
  const pages = new Map<string, LoadedPage>()
  const issues: ContentIssue[] = []
  const tokens = siteTokens(site)
  for (const [file, json] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const route = routeOfFile(file)
    try {
      const valid = validatePage(file, json)
      const page = {
        head: interpolate(valid.head, tokens, (i) => issues.push({ ...i, file, field: i.field ? `head.${i.field}` : 'head' })),
        sections: valid.sections.map((section, index) =>
          interpolate(section, tokens, (i) => issues.push({ ...i, file, section: { position: index + 1, id: section.id, type: section.type } })),
        ),
      }
      const clash = pages.get(route)
      if (clash) issues.push({ file, message: `serves the same route ${route} as ${clash.file}` })
      pages.set(route, { route, file, page })
    } catch (error) {
      if (error instanceof ContentError) issues.push(...error.issues)
      else issues.push({ file, message: error instanceof Error ? error.message : String(error) })
    }
  }
  if (issues.length > 0) throw new ContentError(issues)
  return pages
}
