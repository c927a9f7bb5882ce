import type { SectionComponent } from '../types.ts'
import Stats from './Stats.tsx'

export default Stats satisfies SectionComponent<'stats'>
