// `npm run check`: validates all content in well under a second, with one error line per problem.
import { checkDemoWorld } from '../content/demoWorld/index.ts'
import { content } from '../content/content.ts'
import { ContentError } from '../content/contentIssues.ts'
import { readingTimeWarnings } from '../content/readingTime.ts'

try {
  const loaded = content()
  const demoWorldIssues = checkDemoWorld(loaded)
  if (demoWorldIssues.length > 0) throw new ContentError(demoWorldIssues)
  const { pages, collections, plannedRoutes } = loaded
  const items = Object.values(collections).reduce((sum, list) => sum + list.length, 0)
  console.log(`Content OK: ${pages.size} pages, ${items} collection items, site config and every internal link valid.`)
  if (plannedRoutes.length > 0) console.log(`${plannedRoutes.length} planned routes not built yet (data/planned-routes.json).`)
  for (const warning of readingTimeWarnings(collections.articles)) console.warn(`Warning: ${warning}`)
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
