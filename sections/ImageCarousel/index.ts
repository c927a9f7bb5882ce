import type { SectionComponent } from '../types.ts'
import ImageCarousel from './ImageCarousel.tsx'

export default ImageCarousel satisfies SectionComponent<'imageCarousel'>
