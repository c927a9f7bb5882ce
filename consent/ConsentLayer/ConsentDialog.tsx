// Mantine's order: base parts before the components built on them.
import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Switch.css'
import '@mantine/core/styles/Modal.css'
import { Modal, Switch } from '@mantine/core'
import { useState } from 'react'
import { ActionButton } from '../../components/Action/index.ts'
import { MantineScope } from '../../components/MantineScope/index.ts'
import type { ConsentChoices } from '../../schemas/collections/cookiePurpose.ts'
import { sendConsent } from '../consentStore.ts'
import { messages } from '../../site/messages.ts'
import { consentMessages } from '../messages.ts'
import { consentPurposes } from 'virtual:consent-purposes'
import classes from './ConsentDialog.module.css'

export interface ConsentDialogProps {
  /** The choices saved so far (all off before the first decision). */
  choices: ConsentChoices
}

/**
 * The preferences dialog: one switch per purpose of the cookie policy (the same items, from
 * data/collections/cookiePurposes.json), necessary always on, the others as saved. Downloaded only
 * when the visitor opens it.
 */
export default function ConsentDialog({ choices: saved }: ConsentDialogProps) {
  const t = consentMessages.dialog
  const choose = messages.cookies
  const [choices, setChoices] = useState(saved)
  return (
    <MantineScope>
      {/*
        Mantine's compound parts, so that the dialog is named by its title alone: its Modal.Body would describe the
        dialog by the whole body (every switch and button, read out on entry), and its header is no <header>, which
        would be a second banner landmark.
      */}
      <Modal.Root opened onClose={() => sendConsent({ type: 'CLOSE_SETTINGS' })} centered size="lg">
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title>{t.title}</Modal.Title>
            <Modal.CloseButton aria-label={t.close} />
          </Modal.Header>
          <div className={classes.body}>
            <p className={classes.intro}>{t.intro}</p>
            <div className={classes.purposes}>
              {consentPurposes.map((purpose) => {
                // Mantine puts the description inside the <label>; name each switch by its purpose
                // alone and let the description (Mantine's aria-describedby) describe it, so it is not read out twice.
                const labelId = `consent-purpose-${purpose.id}`
                // (Mantine's own aria-describedby names the description already: one is enough.)
                const a11y = { 'aria-labelledby': labelId }
                const description = (
                  <span id={`${labelId}-description`}>
                    {purpose.description}
                    {purpose.services.length > 0 && (
                      <span className={classes.services}>
                        {t.usedBy}: {purpose.services.map((service) => `${service.provider} (${service.name.toLowerCase()})`).join(', ')}
                      </span>
                    )}
                  </span>
                )
                if (purpose.id === 'necessary') {
                  const label = <span id={labelId}>{`${purpose.label} (${t.alwaysOn})`}</span>
                  return <Switch key={purpose.id} checked disabled label={label} description={description} {...a11y} />
                }
                const id = purpose.id
                return (
                  <Switch
                    key={id}
                    checked={choices[id]}
                    onChange={(event) => setChoices({ ...choices, [id]: event.currentTarget.checked })}
                    label={<span id={labelId}>{purpose.label}</span>}
                    description={description}
                    {...a11y}
                  />
                )
              })}
            </div>
            <div className={classes.actions}>
              <ActionButton variant="outline" onClick={() => sendConsent({ type: 'REJECT_ALL' })}>
                {choose.rejectAll}
              </ActionButton>
              <ActionButton variant="outline" onClick={() => sendConsent({ type: 'ACCEPT_ALL' })}>
                {choose.acceptAll}
              </ActionButton>
              <ActionButton onClick={() => sendConsent({ type: 'SAVE', choices })}>{t.save}</ActionButton>
            </div>
          </div>
        </Modal.Content>
      </Modal.Root>
    </MantineScope>
  )
}
