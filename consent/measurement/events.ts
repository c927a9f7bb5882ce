// How the islands tell the measurement tags (./tagRuntime.ts, through their loader ./tagLoader.ts,
// inlined in the head only when a tag is configured) what happened: window events, so the islands
// need no reference to the tags. Only compiled in when a tag is configured (`__MEASURES__`, see renderer/vitePluginSite.ts).

/** A conversion the framework saw (a contact message the backend accepted); `detail` is the Conversion. */
export const CONVERSION_EVENT = 'klikvaerk:conversion'

/** What the agency counts as a conversion. */
export type Conversion = 'lead' | 'booking' | 'contact' | 'cta'

/** Tells the tags about a conversion. */
export function reportConversion(conversion: Conversion) {
  dispatchEvent(new CustomEvent(CONVERSION_EVENT, { detail: conversion }))
}
