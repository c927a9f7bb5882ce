/**
 * Loads the cookie preferences dialog's code (Mantine's modal with it). The consent layer renders the
 * dialog lazily from it; opening the preferences starts it at once too, beside the consent machine,
 * so the two downloads run side by side rather than one after the other.
 */
export const loadConsentDialog = () => import('./ConsentDialog.tsx')
