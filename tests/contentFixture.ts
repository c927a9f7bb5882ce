import { ContentError, formatIssue } from '../content/contentIssues.ts'
import { readContentSource, type ContentSource } from '../content/contentSource.ts'
import { loadContent, type Content } from '../content/loadContent.ts'

const onDisk = readContentSource()

/**
 * The content on disk with some files added or replaced (`undefined` removes one): each test
 * changes one thing in otherwise valid content and sees what the engine makes of it.
 */
export function contentWith(json: Record<string, unknown> = {}, text: Record<string, string | undefined> = {}): ContentSource {
  const merge = <T>(base: Record<string, T>, changes: Record<string, T | undefined>) =>
    Object.fromEntries(Object.entries({ ...base, ...changes }).filter((entry): entry is [string, T] => entry[1] !== undefined))
  return { json: merge(structuredClone(onDisk.json), json), text: merge(onDisk.text, text) }
}

/** Loads the content with these changes. */
export function loadWith(json: Record<string, unknown> = {}, text: Record<string, string | undefined> = {}): Content {
  return loadContent(contentWith(json, text))
}

/** The one-line messages the content with these changes fails with (empty when valid). */
export function errorsWith(json: Record<string, unknown> = {}, text: Record<string, string | undefined> = {}): string[] {
  try {
    loadWith(json, text)
  } catch (error) {
    if (error instanceof ContentError) return error.issues.map(formatIssue)
    throw error
  }
  return []
}
