import { defineSection } from '../defineSection.ts'
import { articleHeaderSchema, type ArticleHeaderSection } from './schema.ts'

export default defineSection<ArticleHeaderSection>({
  schema: articleHeaderSchema,
  // The copy-URL button and its toast.
  hydration: 'interactive',
})
