export { MediaImage, type MediaImageProps } from './MediaImage.tsx'
export { enableStaticImageFallback } from './staticImageFallback.ts'
