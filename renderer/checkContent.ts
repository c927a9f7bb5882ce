import { readContentSource } from './contentSource.ts'
import { buildEnv } from '../site/buildEnv.ts'
import { loadContent, type Content } from './loadContent.ts'

/** Validates every content file from disk (see loadContent) with a production build's settings; returns the content or throws one ContentError. */
export function checkContent(root = '.'): Content {
  return loadContent(readContentSource(root), buildEnv('production'))
}
