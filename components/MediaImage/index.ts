export { MediaImage, type MediaImageProps } from './MediaImage.tsx'
