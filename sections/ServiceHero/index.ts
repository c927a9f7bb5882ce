import type { SectionComponent } from '../types.ts'
import ServiceHero from './ServiceHero.tsx'

export default ServiceHero satisfies SectionComponent<'serviceHero'>
