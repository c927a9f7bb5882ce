import type { Content } from '../loadContent.ts'
import type { ContentIssue } from '../contentIssues.ts'
import { checkPeople } from './checkPeople.ts'
import { checkVideoDurations } from './checkVideoDurations.ts'

/**
 * The demo world's consistency, beyond what schemas can say: people and clients (checkPeople) and
 * what pages say about the media files shipped (checkVideoDurations). `npm run check` runs it.
 */
export function checkDemoWorld({ collections, pages, site }: Content, root = '.'): ContentIssue[] {
  return [...checkPeople(collections, pages, site.brand), ...checkVideoDurations(collections.videos as never, root)]
}
