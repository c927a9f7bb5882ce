import type { SectionComponent } from '../types.ts'
import PriceBlock from './PriceBlock.tsx'

export default PriceBlock satisfies SectionComponent<'priceBlock'>
