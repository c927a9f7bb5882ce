import { defineSection } from '../defineSection.ts'
import { cardGridSchema, type CardGridSection } from './schema.ts'

export default defineSection<CardGridSection>({
  schema: cardGridSchema,
  hydration: 'static',
})
