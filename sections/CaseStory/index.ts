import type { SectionComponent } from '../types.ts'
import CaseStory from './CaseStory.tsx'

export default CaseStory satisfies SectionComponent<'caseStory'>
