/** The part of the scheduling service's global API the page uses. */
export interface SchedulingWidget {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void
}

/** The widget API, once the third-party script has defined it. */
export function schedulingWidget(): SchedulingWidget | undefined {
  if (typeof window === 'undefined') return undefined // prerendering: there is no widget yet
  const candidate = (window as unknown as { Calendly?: Partial<SchedulingWidget> }).Calendly
  return typeof candidate?.initInlineWidget === 'function' ? (candidate as SchedulingWidget) : undefined
}

/** Adds the scheduling script once, async, so it never blocks rendering. */
export function loadSchedulingScript(src: string) {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return
  const script = document.createElement('script')
  script.src = src
  script.async = true
  document.head.append(script)
}
