import type { SectionComponent } from '../types.ts'
import OwnerCards from './OwnerCards.tsx'

export default OwnerCards satisfies SectionComponent<'ownerCards'>
