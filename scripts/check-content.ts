// `npm run check`: validates all content files in well under a second, with one error line per problem.
import { checkContent } from '../renderer/checkContent.ts'
import { ContentError } from '../renderer/contentIssues.ts'

try {
  const pages = checkContent()
  console.log(`Content OK: ${pages.size} pages, site config and services valid.`)
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
