import type { SectionComponent } from '../types.ts'
import CallToAction from './CallToAction.tsx'

export default CallToAction satisfies SectionComponent<'callToAction'>
