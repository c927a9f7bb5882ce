import type { SectionComponent } from '../types.ts'
import CreativeGallery from './CreativeGallery.tsx'

export default CreativeGallery satisfies SectionComponent<'creativeGallery'>
