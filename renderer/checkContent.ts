import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { servicesSchema, siteSchema } from '../schemas/site.ts'
import { ContentError, type ContentIssue } from './contentIssues.ts'
import { loadPages, type LoadedPage } from './loadPages.ts'
import { listPageFiles } from './pageFiles.ts'
import { validateAgainst } from './validateContent.ts'

function readJson(file: string, issues: ContentIssue[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    issues.push({ file, message: `is not valid JSON: ${(error as Error).message}` })
    return undefined
  }
}

/**
 * Validates every content file from disk: site config, services and all pages.
 * Returns the loaded pages or throws one ContentError listing every problem.
 */
export function checkContent(root = '.'): Map<string, LoadedPage> {
  const issues: ContentIssue[] = []
  for (const [file, schema] of [['data/site.json', siteSchema], ['data/services.json', servicesSchema]] as const) {
    const json = readJson(join(root, file), issues)
    if (json !== undefined) issues.push(...validateAgainst(schema, json, file))
  }
  const files: Record<string, unknown> = {}
  for (const file of listPageFiles(root)) {
    const json = readJson(join(root, file), issues)
    if (json !== undefined) files[file] = json
  }
  let pages = new Map<string, LoadedPage>()
  try {
    pages = loadPages(files)
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    issues.push(...error.issues)
  }
  if (issues.length > 0) throw new ContentError(issues)
  return pages
}
