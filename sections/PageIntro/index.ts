import type { SectionComponent } from '../types.ts'
import PageIntro from './PageIntro.tsx'

export default PageIntro satisfies SectionComponent<'pageIntro'>
