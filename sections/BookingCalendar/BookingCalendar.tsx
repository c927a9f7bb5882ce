import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { fromPromise } from 'xstate'
import { ActionLink } from '../../components/Action/index.ts'
import { ConsentPlaceholder } from '../../consent/ConsentPlaceholder/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { useAllowed } from '../../consent/consentStore.ts'
import { bookingCalendarMachine } from '../../machines/bookingCalendar.ts'
import { contactMessages } from '../../contact/messages.ts'
import { consentMessages } from '../../consent/messages.ts'
import { site } from '../../site/index.ts'
import type { BookingCalendarSection } from './schema.ts'
import { loadSchedulingScript, schedulingWidget } from './schedulingWidget.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import classes from './BookingCalendar.module.css'

/**
 * The inline booking calendar: until the visitor allows the purpose it needs, a placeholder that
 * asks (nothing is requested from the scheduling service); then loading text, the third-party
 * widget once ready, or a way to write to us instead.
 */
export default function BookingCalendar({ title, lead }: BookingCalendarSection) {
  const t = contactMessages
  const widgetRef = useRef<HTMLDivElement>(null)
  const allowed = useAllowed(site.consent.embeds.booking.purpose)
  // The machine's implementations read the refs only when they run (after the DOM is there), never during render.
  /* eslint-disable react-hooks/refs */
  const actor = useActorRef(
    bookingCalendarMachine.provide({
      actions: {
        loadScript: () => loadSchedulingScript(site.booking.scriptUrl),
        unloadWidget: () => widgetRef.current?.replaceChildren(),
      },
      guards: { scriptPresent: () => schedulingWidget() !== undefined },
      actors: {
        initialiseWidget: fromPromise(async () => {
          const widget = schedulingWidget()
          if (!widget || !widgetRef.current) throw new Error('The scheduling widget is not available')
          widget.initInlineWidget({ url: site.booking.eventUrl, parentElement: widgetRef.current })
        }),
      },
    }),
    { input: {} },
  )
  /* eslint-enable react-hooks/refs */
  const status = useSelector(actor, (snapshot) =>
    snapshot.matches('waitingForConsent') ? 'waiting' : snapshot.matches('ready') ? 'ready' : snapshot.matches('error') ? 'error' : 'loading',
  )
  useEffect(() => {
    actor.send({ type: allowed ? 'CONSENT_GIVEN' : 'CONSENT_WITHDRAWN' })
  }, [actor, allowed])
  const loadingNote = (
    // No live region: it appears with its text, which is never announced. Focus comes to the box, whose first item it is.
    <p className={classes.loading} {...needsScript}>
      {t.bookingLoading}
    </p>
  )

  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      {/*
        Focus comes here once the visitor allows the calendar (tabindex -1: the consent head script moves it into
        the box from the placeholder's button, which goes). Only the widget is busy while it loads, so the
        loading text beside it is read.
      */}
      <div className={classes.box} role="region" aria-label={t.bookingRegion} tabIndex={-1} data-status={status}>
        <div ref={widgetRef} className={classes.widget} aria-busy={status === 'loading'} hidden={status !== 'loading' && status !== 'ready'} />
        {status === 'waiting' && (
          <ConsentPlaceholder embed="booking" pending={loadingNote}>
            <p className={classes.orMail} {...needsScript}>
              {consentMessages.embeds.booking.orMail}{' '}
              <a href={`mailto:${site.email}`} lang="en">
                {t.bookingErrorMail}
              </a>
            </p>
            <noscript>
              <BookingUnavailable text={t.bookingNoScript} />
            </noscript>
          </ConsentPlaceholder>
        )}
        {status === 'loading' && loadingNote}
        {/* The alert is there from the start and empty, so the error view put into it is announced (one created with its text is not). */}
        <div role="alert">{status === 'error' && <BookingUnavailable text={t.bookingErrorText} />}</div>
      </div>
    </div>
  )
}

/** The calendar's stand-in when it cannot show: why, and the agency's e-mail instead (SPEC.md section 4). */
function BookingUnavailable({ text }: { text: string }) {
  const t = contactMessages
  return (
    <div className={classes.error}>
      <h3 className={classes.errorTitle}>{t.bookingErrorTitle}</h3>
      <p>{text}</p>
      {/* "Send Email" is SPEC.md's own English text: marked so for a screen reader's voice. */}
      <ActionLink href={`mailto:${site.email}`} lang="en">
        {t.bookingErrorMail}
      </ActionLink>
    </div>
  )
}
