import { defineSection } from '../defineSection.ts'
import { priceBlockSchema, type PriceBlockSection } from './schema.ts'
import { structuredData } from './structuredData.ts'

export default defineSection<PriceBlockSection>({
  schema: priceBlockSchema,
  hydration: 'static',
  structuredData,
})
