import type { SectionComponent } from '../types.ts'
import TeamCards from './TeamCards.tsx'

export default TeamCards satisfies SectionComponent<'teamCards'>
