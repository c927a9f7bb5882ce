import '@mantine/core/styles/Button.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Checkbox, Modal } from '@mantine/core'
import { useState } from 'react'
import { readCookiePreferences, saveCookiePreferences, type CookiePreferences } from '../../consent/cookiePreferences.ts'
import { messages } from '../../messages/index.ts'
import type { CookieSettingsSection } from '../../schemas/sections/cookieSettings.ts'
import classes from './CookieSettings.module.css'

const optionalCategories = ['preferences', 'statistics', 'marketing'] as const

/** The "manage cookie preferences" block: opens a dialog where the visitor's choices are shown and saved. */
export default function CookieSettings({ title, text, buttonLabel }: CookieSettingsSection) {
  const t = messages.cookies
  const [open, setOpen] = useState(false)
  const [choices, setChoices] = useState<CookiePreferences>({ preferences: false, statistics: false, marketing: false })
  const [status, setStatus] = useState('')

  const openDialog = () => {
    setChoices(readCookiePreferences())
    setStatus('')
    setOpen(true)
  }
  const save = () => {
    saveCookiePreferences(choices)
    setOpen(false)
    setStatus(t.saved)
  }

  return (
    <div className={classes.root}>
      <h2 className={classes.title}>{title}</h2>
      <p className={classes.text}>{text}</p>
      <Button onClick={openDialog}>{buttonLabel}</Button>
      <p className={classes.status} role="status">
        {status}
      </p>
      <Modal opened={open} onClose={() => setOpen(false)} title={t.dialogTitle} centered>
        <p className={classes.intro}>{t.intro}</p>
        <div className={classes.options}>
          <Checkbox checked disabled label={t.necessary} description={t.necessaryHint} />
          {optionalCategories.map((category) => (
            <Checkbox
              key={category}
              checked={choices[category]}
              onChange={(event) => setChoices({ ...choices, [category]: event.currentTarget.checked })}
              label={t[category]}
              description={t[`${category}Hint`]}
            />
          ))}
        </div>
        <div className={classes.actions}>
          <Button variant="default" onClick={() => setOpen(false)}>
            {t.cancel}
          </Button>
          <Button onClick={save}>{t.save}</Button>
        </div>
      </Modal>
    </div>
  )
}
