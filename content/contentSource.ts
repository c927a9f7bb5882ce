import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { ContentIssue } from './contentIssues.ts'

// Where content lives, relative to the project root.
export const DATA_DIR = 'data'
export const SITE_FILE = 'data/site.json'
/** Routes from SPEC.md that are not built yet. */
export const PLANNED_ROUTES_FILE = 'data/planned-routes.json'
export const COLLECTIONS_DIR = 'data/collections'

/**
 * Every content file under data/, keyed by repository-relative path ("data/pages/index.json"):
 * JSON files parsed (or the parse error), Markdown files as text. The build reads them through Vite,
 * `npm run check` and the tests from disk; both hand the engine this same shape.
 */
export interface ContentSource {
  json: Record<string, unknown>
  text: Record<string, string>
}

/** A JSON file that could not be parsed. */
export class UnparsableJson {
  readonly message: string
  constructor(message: string) {
    this.message = message
  }
}

/** Whether a JSON value is an object (not null, not a list). */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A file's parsed JSON, or undefined (with the problem recorded) when it is missing or could not be parsed. */
export function jsonOf(source: ContentSource, file: string, issues: ContentIssue[]): unknown {
  const json = source.json[file]
  if (json === undefined) issues.push({ file, message: 'is missing' })
  if (!(json instanceof UnparsableJson)) return json
  issues.push({ file, message: `is not valid JSON: ${json.message}` })
  return undefined
}

/** Reads every .json and .md file under `<root>/data`. */
export function readContentSource(root = '.'): ContentSource {
  const source: ContentSource = { json: {}, text: {} }
  const names = readdirSync(join(root, DATA_DIR), { recursive: true, encoding: 'utf8' }).map((name) => name.split('\\').join('/'))
  for (const name of names.sort()) {
    const file = `${DATA_DIR}/${name}`
    if (name.endsWith('.md')) source.text[file] = readFileSync(join(root, file), 'utf8')
    if (!name.endsWith('.json')) continue
    try {
      source.json[file] = JSON.parse(readFileSync(join(root, file), 'utf8'))
    } catch (error) {
      source.json[file] = new UnparsableJson((error as Error).message)
    }
  }
  return source
}
