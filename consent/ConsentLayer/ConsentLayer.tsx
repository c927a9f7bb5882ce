import { lazy, Suspense, useEffect, useRef } from 'react'
import { CONSENT_STATUS_ID, CONSENT_STATUS_TEXT_ATTRIBUTE } from '../consentCookie.ts'
import { useConsent } from '../consentStore.ts'
import { messages } from '../../site/messages.ts'
import { ConsentBanner } from './ConsentBanner.tsx'
import { loadConsentDialog } from './loadConsentDialog.ts'
import classes from './ConsentLayer.module.css'

// Mantine's modal is downloaded only when the visitor opens the preferences.
const ConsentDialog = lazy(loadConsentDialog)

/**
 * After the banner or the dialog goes away, focus returns to what opened the dialog if it is still
 * there, or else to the main content, never to the top of an empty document.
 */
function restoreFocus(opener: Element | null) {
  requestAnimationFrame(() => {
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    else if (!document.activeElement || document.activeElement === document.body) document.getElementById('main')?.focus({ preventScroll: true })
  })
}

/**
 * Everything about consent that belongs to the page rather than a section: the banner until the
 * visitor decides, the preferences dialog when opened from anywhere, and a polite announcement
 * once a choice is saved. An island of its own in the layout (pages/+Layout.tsx).
 */
export function ConsentLayer() {
  const { status, settingsOpen, choices, saves } = useConsent()
  const opener = useRef<Element | null>(null)
  const wasOpen = useRef(false)

  useEffect(() => {
    if (settingsOpen) opener.current = document.activeElement
    else if (wasOpen.current) restoreFocus(opener.current)
    wasOpen.current = settingsOpen
  }, [settingsOpen])

  useEffect(() => {
    if (saves > 0) restoreFocus(null)
  }, [saves])

  return (
    <>
      {status === 'unknown' && <ConsentBanner />}
      {settingsOpen && (
        <Suspense>
          <ConsentDialog choices={choices} />
        </Suspense>
      )}
      {/* The head script (consent/consentHead.ts) says the saved text here for a choice made before this island hydrated: that text is kept. */}
      <p
        id={CONSENT_STATUS_ID}
        className={classes.announcement}
        role="status"
        {...{ [CONSENT_STATUS_TEXT_ATTRIBUTE]: messages.cookies.saved }}
        suppressHydrationWarning
      >
        {/* A different text each time (a no-break space on every other save), so a second decision is announced too. */}
        {saves > 0 ? messages.cookies.saved + (saves % 2 === 0 ? '\u00A0' : '') : ''}
      </p>
    </>
  )
}
