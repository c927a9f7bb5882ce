import type { SectionComponent } from '../types.ts'
import CardGrid from './CardGrid.tsx'

export default CardGrid satisfies SectionComponent<'cardGrid'>
