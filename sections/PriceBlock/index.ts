export { default } from './PriceBlock.tsx'
