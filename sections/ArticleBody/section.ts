import { defineSection } from '../defineSection.ts'
import { articleBodySchema, type ArticleBodySection } from './schema.ts'
import { structuredData } from './structuredData.ts'

export default defineSection<ArticleBodySection>({
  schema: articleBodySchema,
  hydration: 'static',
  structuredData,
})
