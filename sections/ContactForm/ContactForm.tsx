import { useActorRef, useSelector } from '@xstate/react'
import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react'
import { fromPromise } from 'xstate'
import { ActionButton } from '../../components/Action/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { site } from '../../site/index.ts'
import { sendContactMessage, type ContactPayload } from '../../contact/sendContactMessage.ts'
import { reportConversion } from '../../consent/measurement/events.ts'
import { contactFormMachine, type ContactField } from '../../machines/contactForm.ts'
import { contactFormMessages } from '../../contact/formMessages.ts'
import type { ContactFormSection } from './schema.ts'
import { BUDGETS, BUSINESS_TYPES, validateContactMessage } from '../../supabase/functions/_shared/contactRules.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import classes from './ContactForm.module.css'
import { useHydrated } from '../../components/hooks/useHydrated.ts'
import { ISLAND } from '../../islands/islandAttributes.ts'

/** When the prerendered form was first painted (the page's first contentful paint), in ms since epoch. */
function firstPaintAt(): number {
  const paint = performance.getEntriesByName('first-contentful-paint')[0]
  return Math.round(performance.timeOrigin + (paint?.startTime ?? 0))
}

/**
 * The contact form: labelled fields, the spec's messages next to the form, sent once per click.
 * Its island starts when the visitor first uses it. Until then it cannot be sent natively (its
 * button is no submit button, and with several text fields Enter does not submit either): a press
 * on Send is carried out once it has hydrated, and whatever the visitor types meanwhile reaches the
 * form then (islands/IslandRoot.tsx). If its code cannot be loaded, it says so and offers e-mail.
 */
/** Reports an accepted message as a lead, and passes the reply on. */
function reportLead<Reply>(reply: Reply): Reply {
  reportConversion('lead')
  return reply
}

export default function ContactForm({ id, title, lead }: ContactFormSection) {
  const t = contactFormMessages
  const hydrated = useHydrated()
  // Prerendered, the form was shown at first paint, maybe long before hydration; the function
  // drops sends that come too soon after the form was shown. Read once: the machine takes its input at its start.
  const [startedAt] = useState(() => (hydrated ? Date.now() : firstPaintAt()))
  const actor = useActorRef(
    contactFormMachine.provide({
      actors: {
        // A message the backend accepted is a lead for the measurement tags, on a site that configures any.
        sendMessage: fromPromise<Awaited<ReturnType<typeof sendContactMessage>>, ContactPayload>(({ input, signal }) =>
          __MEASURES__ ? sendContactMessage(input, signal).then(reportLead) : sendContactMessage(input, signal),
        ),
      },
    }),
    { input: { startedAt } },
  )
  const { fields, error, success, status } = useSelector(
    actor,
    (s) => ({
      fields: s.context.fields,
      error: s.context.error,
      success: s.context.success,
      status: s.value as string,
    }),
    (a, b) => a.fields === b.fields && a.error === b.error && a.success === b.success && a.status === b.status,
  )
  const submitting = status === 'submitting'
  const submitted = status === 'submitted'
  // After a failed send, each field is described by its own messages only, and only while they still apply.
  const fieldErrors = status === 'invalid' ? validateContactMessage(fields) : []
  const errorId = (index: number) => `${id}-error-${index}`
  const describedBy = (field: ContactField) =>
    fieldErrors.flatMap((fieldError, index) => (fieldError.field === field ? [errorId(index)] : [])).join(' ') || undefined

  // Sent: the form (and its focused button) goes, so focus goes to the message, which the status region
  // (there from the start, so its new text is announced) also says. Back to the form: its first field.
  const successRef = useRef<HTMLParagraphElement>(null)
  const wasSubmitted = useRef(false)
  useEffect(() => {
    if (submitted) successRef.current?.focus()
    else if (wasSubmitted.current) document.getElementById(`${id}-name`)?.focus()
    wasSubmitted.current = submitted
  }, [submitted, id])

  const change = (field: ContactField) => (event: { currentTarget: { value: string } }) =>
    actor.send({ type: 'CHANGE', field, value: event.currentTarget.value })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'SUBMIT' })
  }
  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    value: fields[field],
    onInput: change(field),
    'aria-invalid': describedBy(field) ? true : undefined,
    'aria-describedby': describedBy(field),
    readOnly: submitting,
  })

  /** An optional select: "not chosen" first, then the allowed values with their labels. */
  const choiceField = <V extends string>(field: ContactField, label: string, values: readonly V[], labels: Record<V, string>) => (
    <div className={classes.field}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <select {...fieldProps(field)} disabled={submitting}>
        <option value="">{t.chooseOption}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={submitted ? undefined : lead} />
      {!submitted && (
        <form className={classes.form} onSubmit={onSubmit} noValidate aria-describedby={`${id}-note`}>
          <p id={`${id}-note`} className={classes.note}>
            {t.requiredNote}
          </p>
          <div className={classes.row}>
            <div className={classes.field}>
              <label htmlFor={`${id}-name`}>{t.nameLabel}</label>
              <input {...fieldProps('name')} autoComplete="name" required />
            </div>
            <div className={classes.field}>
              <label htmlFor={`${id}-email`}>{t.emailLabel}</label>
              <input {...fieldProps('email')} type="email" autoComplete="email" required />
            </div>
          </div>
          <div className={classes.field}>
            <label htmlFor={`${id}-company`}>{t.companyLabel}</label>
            <input {...fieldProps('company')} autoComplete="organization" />
          </div>
          <div className={classes.row}>
            {choiceField('businessType', t.businessTypeLabel, BUSINESS_TYPES, t.businessTypes)}
            {choiceField('budget', t.budgetLabel, BUDGETS, t.budgets)}
          </div>
          <div className={classes.field}>
            <label htmlFor={`${id}-message`}>{t.messageLabel}</label>
            <textarea {...fieldProps('message')} rows={6} required />
          </div>
          <div className={classes.honeypot} aria-hidden="true">
            <label htmlFor={`${id}-website`}>{t.honeypotLabel}</label>
            <input {...fieldProps('website')} tabIndex={-1} autoComplete="off" />
          </div>
          {/* The spec's messages are English (SPEC.md section 5 and 8 quote them so), and marked so for a Danish voice. */}
          <p id={`${id}-error`} className={classes.error} role="alert" lang="en">
            {status === 'invalid'
              ? // The joined messages, as the spec shows them ("…, …"), each its own element for its field to be described by.
                fieldErrors.map((fieldError, index) => (
                  <Fragment key={errorId(index)}>
                    {index > 0 && ', '}
                    <span id={errorId(index)}>{fieldError.message}</span>
                  </Fragment>
                ))
              : error}
          </p>
          {!hydrated && (
            <>
              <p className={classes.failedNote} hidden>
                {t.loadFailed} <a href={`mailto:${site.email}`}>{site.email}</a>.
              </p>
              <noscript>
                <p className={classes.error}>
                  {t.noScript} <a href={`mailto:${site.email}`}>{site.email}</a>.
                </p>
              </noscript>
            </>
          )}
          <ActionButton
            type={hydrated ? 'submit' : 'button'}
            className={classes.submit}
            aria-disabled={submitting || undefined}
            {...(!hydrated && { [ISLAND.pressLater]: '' })}
            data-submitting={submitting || undefined}
            {...needsScript}
          >
            {submitting ? t.submitting : t.submit}
          </ActionButton>
        </form>
      )}
      <div className={submitted ? classes.success : undefined}>
        <p ref={successRef} className={classes.successMessage} role="status" lang="en" tabIndex={-1}>
          {success}
        </p>
        {submitted && (
          <ActionButton variant="outline" onClick={() => actor.send({ type: 'RESET' })}>
            {t.sendAnother}
          </ActionButton>
        )}
      </div>
    </div>
  )
}
