export { CopyButton, type CopyButtonProps } from './CopyButton.tsx'
export { COPY_CONFIRMATION_MS } from '../hooks/useCopy.ts'
