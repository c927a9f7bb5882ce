import type { SectionComponent } from '../types.ts'
import Hero from './Hero.tsx'

export default Hero satisfies SectionComponent<'hero'>
