import type { SectionComponent } from '../types.ts'
import TeamGrid from './TeamGrid.tsx'

export default TeamGrid satisfies SectionComponent<'teamGrid'>
