import { useEffect, type RefObject } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { ContactField, contactFormMachine } from '../../machines/contactForm.ts'

const isFieldControl = (control: unknown): control is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement

/**
 * Hands what the visitor typed or chose in the prerendered form before its script ran to the
 * form's machine, once, when the form hydrates. React leaves the page's values in place while
 * hydrating, but its state starts empty, so the next render would otherwise wipe them. Call it
 * after `useActorRef`, so the actor has started.
 */
export function useInputTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, actor: ActorRefFrom<typeof contactFormMachine>) {
  useEffect(() => {
    const controls = form.current?.elements
    if (!controls) return
    const { fields } = actor.getSnapshot().context
    for (const field of Object.keys(fields) as ContactField[]) {
      const control = controls.namedItem(field)
      if (isFieldControl(control) && control.value !== fields[field]) actor.send({ type: 'CHANGE', field, value: control.value })
    }
  }, [form, actor])
}
