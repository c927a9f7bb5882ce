import { readContentSource } from './contentSource.ts'
import { loadContent, type Content } from './loadContent.ts'

/** Validates every content file from disk (see loadContent); returns the content or throws one ContentError. */
export function checkContent(root = '.'): Content {
  return loadContent(readContentSource(root))
}
