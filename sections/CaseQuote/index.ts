import type { SectionComponent } from '../types.ts'
import CaseQuote from './CaseQuote.tsx'

export default CaseQuote satisfies SectionComponent<'caseQuote'>
