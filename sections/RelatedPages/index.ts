import type { SectionComponent } from '../types.ts'
import RelatedPages from './RelatedPages.tsx'

export default RelatedPages satisfies SectionComponent<'relatedPages'>
