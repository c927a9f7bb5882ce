import type { SectionComponent } from '../types.ts'
import RichText from './RichText.tsx'

export default RichText satisfies SectionComponent<'richText'>
