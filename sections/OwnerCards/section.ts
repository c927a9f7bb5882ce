import { defineSection } from '../defineSection.ts'
import { ownerCardsSchema, type OwnerCardsSection } from './schema.ts'

export default defineSection<OwnerCardsSection>({
  schema: ownerCardsSchema,
  hydration: 'static',
})
