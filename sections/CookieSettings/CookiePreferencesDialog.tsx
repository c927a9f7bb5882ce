// Mantine's order: base parts before the components built on them.
import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Button.css'
import '@mantine/core/styles/Modal.css'
import { Button, Checkbox, Modal } from '@mantine/core'
import { useState } from 'react'
import { MantineScope } from '../../components/MantineScope/index.ts'
import { readCookiePreferences, type CookiePreferences } from '../../consent/cookiePreferences.ts'
import { messages } from '../../messages/index.ts'
import classes from './CookieSettings.module.css'

export interface CookiePreferencesDialogProps {
  /** Whether the dialog is shown. */
  opened: boolean
  /** Called when the visitor cancels or closes the dialog. */
  onClose: () => void
  /** Called with the choices when the visitor saves them. */
  onSave: (choices: CookiePreferences) => void
}

const optionalCategories = ['preferences', 'statistics', 'marketing'] as const

/** The dialog with one checkbox per cookie category; loaded only when the visitor opens it. */
export default function CookiePreferencesDialog({ opened, onClose, onSave }: CookiePreferencesDialogProps) {
  const t = messages.cookies
  const [choices, setChoices] = useState<CookiePreferences>(readCookiePreferences)
  return (
    <MantineScope>
    <Modal opened={opened} onClose={onClose} title={t.dialogTitle} centered closeButtonProps={{ 'aria-label': t.close }}>
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
        <Button variant="default" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button onClick={() => onSave(choices)}>{t.save}</Button>
      </div>
    </Modal>
    </MantineScope>
  )
}
