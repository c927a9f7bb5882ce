export { default } from './CreativeGallery.tsx'
