import type { Toast } from './ToastHost.tsx'

/**
 * Shows a toast. @mantine/notifications and its container load on the first call, so a page pays
 * for them only once a visitor copies something.
 */
export async function showCopyToast(toast: Toast): Promise<void> {
  const { showToast } = await import('./ToastHost.tsx')
  showToast(toast)
}

/**
 * Writes text to the clipboard and, when that worked, shows the toast. A failed copy is only
 * logged (SPEC.md section 8) and resolves to false.
 */
export async function copyWithToast(text: string, toast: Toast): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
  } catch (error) {
    console.warn('Could not copy to the clipboard', error)
    return false
  }
  await showCopyToast(toast)
  return true
}
