import type { SectionComponent } from '../types.ts'
import WebsiteShowcase from './WebsiteShowcase.tsx'

export default WebsiteShowcase satisfies SectionComponent<'websiteShowcase'>
