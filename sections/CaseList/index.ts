import type { SectionComponent } from '../types.ts'
import CaseList from './CaseList.tsx'

export default CaseList satisfies SectionComponent<'caseList'>
