import type { Conversion } from './events.ts'

/** How a conversion is named for each service: one of GA4's recommended events and one of Meta's standard events. */
interface ConversionNames {
  /** GA4's event and the parameters that say which conversion it is. */
  ga4: { event: string; params: Record<string, string> }
  /** Meta's standard event; null when Meta has none for it. */
  meta: string | null
  /** Whether Google Ads counts it (with the conversion label configured for it). */
  ads: boolean
}

/**
 * The one mapping of the site's conversions to the vendors' events: a contact message the backend
 * accepted is a lead (`generate_lead` / `Lead`), a booked talk a lead from the calendar
 * (`generate_lead` / `Schedule`), a click on the phone number or e-mail address a contact
 * (`generate_lead` / `Contact`), and a click on a call to action GA4's `select_content`.
 */
export const CONVERSIONS: Record<Conversion, ConversionNames> = {
  lead: { ga4: { event: 'generate_lead', params: { lead_source: 'contact_form' } }, meta: 'Lead', ads: true },
  booking: { ga4: { event: 'generate_lead', params: { lead_source: 'booking_calendar' } }, meta: 'Schedule', ads: true },
  contact: { ga4: { event: 'generate_lead', params: { lead_source: 'contact_link' } }, meta: 'Contact', ads: true },
  cta: { ga4: { event: 'select_content', params: { content_type: 'call_to_action' } }, meta: null, ads: false },
}

/** A call to action: every ActionLink (components/Action) carries data-variant, and no other link does. */
export const CTA_SELECTOR = 'a[data-variant]'
