import type { SectionComponent } from '../types.ts'
import VideoShowcase from './VideoShowcase.tsx'

export default VideoShowcase satisfies SectionComponent<'videoShowcase'>
