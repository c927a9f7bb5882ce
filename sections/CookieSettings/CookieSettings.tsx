import { lazy, Suspense, useState } from 'react'
import { ActionButton } from '../../components/Action/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { saveCookiePreferences, type CookiePreferences } from '../../consent/cookiePreferences.ts'
import { messages } from '../../messages/index.ts'
import type { CookieSettingsSection } from '../../schemas/sections/cookieSettings.ts'
import classes from './CookieSettings.module.css'

// The dialog (and Mantine's modal) is downloaded only when the visitor asks for it.
const CookiePreferencesDialog = lazy(() => import('./CookiePreferencesDialog.tsx'))

/** The "manage cookie preferences" block: a button that opens a dialog where the visitor's choices are shown and saved. */
export default function CookieSettings({ title, text, buttonLabel }: CookieSettingsSection) {
  const [open, setOpen] = useState(false)
  /** Bumped on every opening so the dialog starts from the saved choices. */
  const [session, setSession] = useState(0)
  const [status, setStatus] = useState('')

  const openDialog = () => {
    setSession(session + 1)
    setStatus('')
    setOpen(true)
  }
  const save = (choices: CookiePreferences) => {
    saveCookiePreferences(choices)
    setOpen(false)
    setStatus(messages.cookies.saved)
  }

  return (
    <div className={classes.root}>
      <h2 className={classes.title}>{title}</h2>
      <p className={classes.text}>{text}</p>
      <ActionButton onClick={openDialog} aria-haspopup="dialog" {...needsScript}>
        {buttonLabel}
      </ActionButton>
      <noscript>
        <p className={classes.text}>{messages.cookies.noScript}</p>
      </noscript>
      <p className={classes.status} role="status">
        {status}
      </p>
      {session > 0 && (
        <Suspense>
          <CookiePreferencesDialog key={session} opened={open} onClose={() => setOpen(false)} onSave={save} />
        </Suspense>
      )}
    </div>
  )
}
