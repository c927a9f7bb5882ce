// How the islands tell the measurement tags (./tagRuntime.ts, through their loader ./tagLoader.ts,
// inlined in the head only when a tag is configured) what happened: window events, so the islands
// need no reference to the tags. Only compiled in when a tag is configured (`__MEASURES__`, see content/vitePluginSite.ts).

/** A conversion the framework saw (a contact message the backend accepted); `detail` is the Conversion. */
export const CONVERSION_EVENT = 'klikvaerk:conversion'

/** What the agency counts as a conversion. */
export type Conversion = 'lead' | 'booking' | 'contact' | 'cta'

/** A Core Web Vital sent from the page (./webVitals.ts); `detail` is a VitalsEventDetail. The tags send it to GA4 where it is configured. */
export const VITALS_EVENT = 'klikvaerk:web-vital'

/** A metric as web-vitals reports it, with the change since it was last sent and the element that explains it. */
export interface VitalsEventDetail {
  name: string
  id: string
  value: number
  delta: number
  rating: string
  element: string
}

/** Tells the tags about a conversion. */
export function reportConversion(conversion: Conversion) {
  dispatchEvent(new CustomEvent(CONVERSION_EVENT, { detail: conversion }))
}
