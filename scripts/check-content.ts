// `npm run check`: validates all content in well under a second, with one error line per problem.
import { content } from '../renderer/content.ts'
import { ContentError } from '../renderer/contentIssues.ts'
import { readingTimeWarnings } from '../blog/readingTime.ts'

try {
  const { pages, collections, plannedRoutes } = content()
  const items = Object.values(collections).reduce((sum, list) => sum + list.length, 0)
  console.log(`Content OK: ${pages.size} pages, ${items} collection items, site config and every internal link valid.`)
  if (plannedRoutes.length > 0) console.log(`${plannedRoutes.length} planned routes not built yet (data/planned-routes.json).`)
  for (const warning of readingTimeWarnings(collections.articles)) console.warn(`Warning: ${warning}`)
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
