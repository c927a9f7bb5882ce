import { buildEnv, buildMode } from '../../site/buildEnv.ts'
import { checkDemoWorld } from '../../content/demoWorld/index.ts'
import { ContentError, type ContentIssue } from '../../content/contentIssues.ts'
import { readContentSource } from '../../content/contentSource.ts'
import { loadContent } from '../../content/loadContent.ts'
import { routeOfFile } from '../../content/pageFiles.ts'
import type { Section } from '../../sections/types.ts'

// Server only: the whole content checked as `npm run check` does (schemas, references, links, the demo
// world), with one page taken from the editor instead of its file.

export interface PageCheck {
  /** Every problem, in the build's own words (content/contentIssues.ts). */
  issues: ContentIssue[]
  /** The page's sections as the build resolves them (references and Markdown filled in), when valid. */
  sections: Section[] | null
}

/** Checks all content under `root` with `page` in place of `file` (a page file, "data/pages/…json"). */
export function checkEditedPage(file: string, page: unknown, root = '.'): PageCheck {
  const source = readContentSource(root)
  source.json[file] = page
  try {
    const loaded = loadContent(source, buildEnv(buildMode()))
    const issues = checkDemoWorld(loaded, root)
    return { issues, sections: issues.length > 0 ? null : (loaded.pages.get(routeOfFile(file))?.page.sections ?? null) }
  } catch (error) {
    if (error instanceof ContentError) return { issues: error.issues, sections: null }
    throw error
  }
}
