import { assign, fromPromise, setup } from 'xstate'
import type { ContactPayload, ContactReply } from '../contact/sendContactMessage.ts'
import { userFacingSubmitError } from '../contact/submitErrors.ts'
import { contactFormMessages } from '../contact/formMessages.ts'
import { joinValidationErrors, validateContactMessage, type ContactMessage } from '../supabase/functions/_shared/contactRules.ts'

/** The form's fields; `website` is the honeypot, hidden from people. */
export type ContactFields = ContactMessage & { website: string }
export type ContactField = keyof ContactFields

export const EMPTY_FIELDS: ContactFields = { name: '', email: '', company: '', businessType: '', budget: '', message: '', website: '' }

/** A send that has not answered after this long is given up (the visitor can send again). */
export const SUBMIT_TIMEOUT_MS = 15_000

interface FormContext {
  fields: ContactFields
  /** When the form was shown (ms since epoch); the function treats very fast sends as bots. */
  startedAt: number
  /** The error shown next to the form: joined validation messages or the mapped send error. */
  error: string | null
  /** The success message after a send. */
  success: string | null
}

type FormEvent = { type: 'CHANGE'; field: ContactField; value: string } | { type: 'SUBMIT' } | { type: 'RESET' }

/**
 * Contact form submission (SPEC.md section 4): editing → submitting → submitted, or back to
 * `invalid`/`failed` with the message to show. The fields live in the context, so nothing the
 * visitor typed is lost on any failure; a second SUBMIT while sending is ignored.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as { startedAt: number },
  },
  actors: {
    sendMessage: fromPromise<ContactReply, ContactPayload>(async () => {
      throw new Error('sendMessage is provided by the component')
    }),
  },
  guards: {
    hasValidationErrors: ({ context }) => validateContactMessage(context.fields).length > 0,
    replySucceeded: ({ event }) => (event as { output?: ContactReply }).output?.success === true,
  },
  actions: {
    setField: assign({
      fields: ({ context, event }) => (event.type === 'CHANGE' ? { ...context.fields, [event.field]: event.value } : context.fields),
    }),
    showValidationErrors: assign({ error: ({ context }) => joinValidationErrors(validateContactMessage(context.fields)), success: null }),
    clearMessages: assign({ error: null, success: null }),
    showSuccess: assign({
      success: ({ event }) => (event as { output?: ContactReply }).output?.message || contactFormMessages.successDefault,
      error: null,
    }),
    showUnsuccessfulReply: assign({
      error: ({ event }) => userFacingSubmitError((event as { output?: ContactReply }).output?.error || contactFormMessages.unexpectedResponse),
    }),
    showSendError: assign({
      error: ({ event }) => {
        const reason = (event as { error?: unknown }).error
        return userFacingSubmitError(reason instanceof Error && reason.message ? reason.message : contactFormMessages.submitFailed)
      },
    }),
    showTimeout: assign({ error: () => userFacingSubmitError(contactFormMessages.timedOut) }),
    resetForm: assign({ fields: EMPTY_FIELDS, error: null, success: null, startedAt: () => Date.now() }),
  },
  delays: { SUBMIT_TIMEOUT: SUBMIT_TIMEOUT_MS },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({ fields: EMPTY_FIELDS, startedAt: input.startedAt, error: null, success: null }),
  initial: 'editing',
  on: { CHANGE: { actions: 'setField' } },
  states: {
    editing: {
      on: {
        SUBMIT: [{ guard: 'hasValidationErrors', target: 'invalid', actions: 'showValidationErrors' }, { target: 'submitting' }],
      },
    },
    invalid: {
      on: {
        // A field fixed after a failed send takes its message away at once (so no message is left for a field that is fine).
        CHANGE: { actions: ['setField', 'showValidationErrors'] },
        SUBMIT: [{ guard: 'hasValidationErrors', target: 'invalid', actions: 'showValidationErrors' }, { target: 'submitting' }],
      },
    },
    submitting: {
      entry: 'clearMessages',
      // CHANGE is ignored while sending, so what is sent is what is shown.
      on: { CHANGE: {} },
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({ ...context.fields, startedAt: context.startedAt }),
        onDone: [
          { guard: 'replySucceeded', target: 'submitted', actions: 'showSuccess' },
          { target: 'failed', actions: 'showUnsuccessfulReply' },
        ],
        onError: { target: 'failed', actions: 'showSendError' },
      },
      after: { SUBMIT_TIMEOUT: { target: 'failed', actions: 'showTimeout' } },
    },
    failed: {
      on: {
        SUBMIT: [{ guard: 'hasValidationErrors', target: 'invalid', actions: 'showValidationErrors' }, { target: 'submitting' }],
      },
    },
    submitted: {
      on: { RESET: { target: 'editing', actions: 'resetForm' } },
    },
  },
})
