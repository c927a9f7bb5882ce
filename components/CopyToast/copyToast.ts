import type { Toast } from './ToastHost.tsx'

/**
 * Shows a toast. @mantine/notifications and its container load on the first call, so a page pays
 * for them only once a visitor copies something.
 */
export async function showCopyToast(toast: Toast): Promise<void> {
  const { showToast } = await import('./ToastHost.tsx')
  showToast(toast)
}
