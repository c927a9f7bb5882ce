import type { SectionComponent } from '../types.ts'
import TeamProfile from './TeamProfile.tsx'

export default TeamProfile satisfies SectionComponent<'teamProfile'>
