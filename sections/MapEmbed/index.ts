import type { SectionComponent } from '../types.ts'
import MapEmbed from './MapEmbed.tsx'

export default MapEmbed satisfies SectionComponent<'mapEmbed'>
