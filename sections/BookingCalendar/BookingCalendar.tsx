import { useActorRef, useSelector } from '@xstate/react'
import { useRef } from 'react'
import { fromPromise } from 'xstate'
import { ActionLink } from '../../components/Action/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { bookingCalendarMachine } from '../../machines/bookingCalendar.ts'
import { messages } from '../../messages/index.ts'
import { site } from '../../site/index.ts'
import type { BookingCalendarSection } from '../../schemas/sections/bookingCalendar.ts'
import { loadSchedulingScript, schedulingWidget } from './schedulingWidget.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import classes from './BookingCalendar.module.css'

/** The inline booking calendar: loading text, the third-party widget once ready, or a way to write to us instead. */
export default function BookingCalendar({ title, lead }: BookingCalendarSection) {
  const t = messages.contact
  const widgetRef = useRef<HTMLDivElement>(null)
  const actor = useActorRef(
    bookingCalendarMachine.provide({
      actions: { loadScript: () => loadSchedulingScript(site.booking.scriptUrl) },
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
  const status = useSelector(actor, (snapshot) => (snapshot.matches('ready') ? 'ready' : snapshot.matches('error') ? 'error' : 'loading'))

  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      <div className={classes.box} role="region" aria-label={t.bookingRegion} aria-busy={status === 'loading'} data-status={status}>
        <div ref={widgetRef} className={classes.widget} hidden={status === 'error'} />
        {status === 'loading' && (
          <>
            <p className={classes.loading} role="status" {...needsScript}>
              {t.bookingLoading}
            </p>
            <noscript>
              <BookingUnavailable text={t.bookingNoScript} />
            </noscript>
          </>
        )}
        {status === 'error' && <BookingUnavailable text={t.bookingErrorText} role="alert" />}
      </div>
    </div>
  )
}

/** The calendar's stand-in when it cannot show: why, and the agency's e-mail instead (SPEC.md section 4). */
function BookingUnavailable({ text, role }: { text: string; role?: 'alert' }) {
  const t = messages.contact
  return (
    <div className={classes.error} role={role}>
      <h3 className={classes.errorTitle}>{t.bookingErrorTitle}</h3>
      <p>{text}</p>
      <ActionLink href={`mailto:${site.email}`}>{t.bookingErrorMail}</ActionLink>
    </div>
  )
}
