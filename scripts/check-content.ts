// `npm run check`: validates all content in well under a second, with one error line per problem.
import { checkDemoWorld } from '../demoWorld/index.ts'
import { checkContent } from '../renderer/checkContent.ts'
import { ContentError } from '../renderer/contentIssues.ts'
import { readingTimeWarnings } from '../blog/readingTime.ts'
import type { Article } from '../schemas/collections/article.ts'

try {
  const content = checkContent()
  const demoWorldIssues = checkDemoWorld(content)
  if (demoWorldIssues.length > 0) throw new ContentError(demoWorldIssues)
  const { pages, collections, plannedRoutes } = content
  const items = Object.values(collections).reduce((sum, list) => sum + list.length, 0)
  console.log(`Content OK: ${pages.size} pages, ${items} collection items, site config and every internal link valid.`)
  if (plannedRoutes.length > 0) console.log(`${plannedRoutes.length} planned routes not built yet (data/planned-routes.json).`)
  for (const warning of readingTimeWarnings(collections.articles as unknown as Article[])) console.warn(`Warning: ${warning}`)
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
