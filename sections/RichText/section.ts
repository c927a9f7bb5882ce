import { defineSection } from '../defineSection.ts'
import { richTextSchema, type RichTextSection } from './schema.ts'

export default defineSection<RichTextSection>({
  schema: richTextSchema,
  hydration: 'static',
})
