export { default } from './CaseVideo.tsx'
