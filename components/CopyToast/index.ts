export { showCopyToast } from './copyToast.ts'
export type { Toast } from './ToastHost.tsx'
