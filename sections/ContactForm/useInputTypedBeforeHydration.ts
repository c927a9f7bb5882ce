import { useEffect, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { ContactField, contactFormMachine } from '../../machines/contactForm.ts'

const isFieldControl = (control: unknown): control is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement

/** What the prerendered form's fields hold now, by name; empty where there is no such form yet (on the server, after a client-side navigation). */
function typedIntoPrerenderedForm(fieldId: string): Map<string, string> {
  const form = typeof document === 'undefined' ? null : (document.getElementById(fieldId) as HTMLInputElement | null)?.form
  const values = new Map<string, string>()
  for (const control of form?.elements ?? []) if (isFieldControl(control) && control.name) values.set(control.name, control.value)
  return values
}

/**
 * Hands what the visitor typed or chose in the prerendered form before its script ran to the
 * form's machine, once, when the form hydrates. The fields are read in the form's first render,
 * before hydration reaches them: Preact, which runs the pages in the browser, sets a textarea's
 * value from its props as it hydrates, and the machine's state starts empty. `fieldId` is the id
 * of any field of the form. Call it after `useActorRef`, so the actor has started.
 */
export function useInputTypedBeforeHydration(fieldId: string, actor: ActorRefFrom<typeof contactFormMachine>) {
  const [typed] = useState(() => typedIntoPrerenderedForm(fieldId))
  useEffect(() => {
    const { fields } = actor.getSnapshot().context
    for (const field of Object.keys(fields) as ContactField[]) {
      const value = typed.get(field)
      if (value !== undefined && value !== fields[field]) actor.send({ type: 'CHANGE', field, value })
    }
  }, [typed, actor])
}
