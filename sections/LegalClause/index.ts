import type { SectionComponent } from '../types.ts'
import LegalClause from './LegalClause.tsx'

export default LegalClause satisfies SectionComponent<'legalClause'>
