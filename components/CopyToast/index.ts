export { showCopyToast } from './copyToast.ts'
export { COPY_CONFIRMATION_MS, useCopy, type UseCopyOptions } from './useCopy.ts'
export type { Toast } from './ToastHost.tsx'
