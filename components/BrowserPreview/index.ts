export { BrowserPreview, PREVIEW_SANDBOX, type BrowserPreviewProps } from './BrowserPreview.tsx'
