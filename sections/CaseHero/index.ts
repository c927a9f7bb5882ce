import type { SectionComponent } from '../types.ts'
import CaseHero from './CaseHero.tsx'

export default CaseHero satisfies SectionComponent<'caseHero'>
