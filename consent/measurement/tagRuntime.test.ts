// @vitest-environment node
// The tags' runtime as the client build makes it (one module, bundled here with what it imports), run in a
// fresh document per test as the tags' loader (./tagLoader.ts) runs it: `startTags()`, then each click,
// message and conversion event handed to the function it answers.
import { JSDOM } from 'jsdom'
import { build, type Rolldown } from 'vite'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TAG_RUNTIME, type TagRuntimeConfig } from './runtimeConfig.ts'

/** The runtime bundled as a classic script that defines `tagRuntime`, its exports, in the document it runs in. */
async function bundledRuntime(): Promise<string> {
  const result = (await build({
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    build: { write: false, minify: false, target: 'es2022', lib: { entry: TAG_RUNTIME, formats: ['iife'], name: 'tagRuntime', fileName: 'tags' } },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput
  const [chunk] = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output)
  if (chunk?.type !== 'chunk') throw new Error(`${TAG_RUNTIME} did not bundle`)
  return chunk.code
}

const tagScript = await bundledRuntime()
const CONFIG: TagRuntimeConfig = {
  googleTag: { src: 'https://tags.example/gtag/js', analyticsId: 'G-AB12CD34EF', adsId: 'AW-123456789', labels: { lead: 'LeadLabel' } },
  metaPixel: { src: 'https://tags.example/fbevents.js', pixelId: '123456789012345' },
  cookies: { statistics: ['_ga', '_ga_AB12CD34EF'], marketing: ['_gcl_au', '_fbp'] },
  bookingOrigin: 'https://calendly.com',
}

type TagWindow = Window &
  typeof globalThis & { dataLayer?: IArguments[]; fbq?: { queue: IArguments[] }; tagRuntime: { startTags: () => (event: Event) => void } } & Record<
    string,
    unknown
  >

/** A page at https://www.klikvaerk.dk with this consent on <html>, where the tags' runtime has started. */
function runTags(consent: string | null, { prerendering = false, cookies = [] as string[] } = {}) {
  const attribute = consent === null ? '' : ` data-consent="${consent}"`
  const dom = new JSDOM(
    `<!doctype html><html${attribute}><head><script type="module" data-tags='${JSON.stringify(CONFIG)}'></script></head><body></body></html>`,
    {
      url: 'https://www.klikvaerk.dk/kontakt',
      runScripts: 'outside-only',
    },
  )
  const w = dom.window as unknown as TagWindow
  if (prerendering) Object.defineProperty(w.document, 'prerendering', { configurable: true, value: true })
  for (const cookie of cookies) w.document.cookie = cookie
  w.eval(tagScript)
  const measure = w.tagRuntime.startTags()
  return {
    w,
    /** An event the loader hands over: a click, a message or a conversion. */
    measure,
    /** The commands queued for gtag.js, as arrays. */
    google: () => (w.dataLayer ?? []).map((args) => [...args]),
    meta: () => (w.fbq?.queue ?? []).map((args) => [...args]),
    scripts: () => [...w.document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
    /** The page views each vendor was sent: Google's, by the tags they went to, and the count of Meta's. */
    pageViews: () => ({
      google: (w.dataLayer ?? [])
        .map((args) => [...args])
        .flatMap(([command, event, params]) => (command === 'event' && event === 'page_view' ? [(params as { send_to: string[] }).send_to] : [])),
      meta: (w.fbq?.queue ?? []).map((args) => [...args]).filter(([command, event]) => command === 'track' && event === 'PageView').length,
    }),
    /** Changes the consent as the consent layer does; the attribute observer reports in a microtask. */
    consent: async (value: string) => {
      w.document.documentElement.setAttribute('data-consent', value)
      await Promise.resolve()
    },
    /** The browser shows the page again from its back/forward cache (or, not persisted, after a load). */
    pageshow: (persisted: boolean) => w.dispatchEvent(new w.PageTransitionEvent('pageshow', { persisted })),
  }
}

// The document's load and the script's own tasks run on fake timers, so no test waits for real time.
beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())
const tasksRun = () => vi.runAllTimersAsync()

describe('the measurement tags before and after consent', () => {
  it('queue nothing and load nothing while the visitor has not allowed their purposes, and delete the cookies the tags left', async () => {
    // The loader fetches the runtime without consent only for such leftovers (./runtimeNeeded.ts).
    const page = runTags(null, { cookies: ['_ga=GA1.1.1.1; Path=/', '_fbp=fb.1.1.1; Domain=klikvaerk.dk; Path=/', 'cookie_preferences=v; Path=/'] })
    await tasksRun()
    expect(page.w.document.cookie).toBe('cookie_preferences=v')
    page.measure(new page.w.CustomEvent('klikvaerk:conversion', { detail: 'lead' }))
    expect(page.w.dataLayer).toBeUndefined()
    expect(page.w.fbq).toBeUndefined()
    expect(page.scripts()).toEqual([])
  })

  it('report a click the page saw before the runtime arrived, as the loader hands it over: a phone number, an e-mail address, a call to action', () => {
    const page = runTags('statistics')
    const { document } = page.w
    document.body.innerHTML =
      '<header><a href="tel:+4512345678">Ring</a></header><section id="hero"><a href="mailto:hej@klikvaerk.dk">Skriv</a><a data-variant="filled" href="/kontakt">Kontakt os</a></section>'
    page.w.dataLayer!.length = 0
    const clicks = [...document.querySelectorAll('a')].map((link) => {
      const click = new page.w.MouseEvent('click', { bubbles: true, cancelable: true })
      link.addEventListener('click', (event) => event.preventDefault())
      link.dispatchEvent(click)
      return click
    })
    for (const click of clicks) page.measure(click)
    expect(page.google()).toEqual([
      ['event', 'generate_lead', { lead_source: 'contact_link', method: 'phone', send_to: 'G-AB12CD34EF' }],
      ['event', 'generate_lead', { lead_source: 'contact_link', method: 'email', send_to: 'G-AB12CD34EF' }],
      [
        'event',
        'select_content',
        { content_type: 'call_to_action', content_id: '/kontakt', section_id: 'hero', page_path: '/kontakt', send_to: 'G-AB12CD34EF' },
      ],
    ])
  })

  it('start GA4 with consent mode denied by default and granted for statistics, without its own page view, and count the view once', async () => {
    const page = runTags('statistics')
    expect(page.google()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
      ['js', expect.anything()],
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['config', 'G-AB12CD34EF', { send_page_view: false }],
      ['event', 'page_view', { send_to: ['G-AB12CD34EF'], page_location: 'https://www.klikvaerk.dk/kontakt', page_title: '' }],
    ])
    expect(page.w.fbq).toBeUndefined()
    // The vendor's script only once the page has loaded, a task later.
    expect(page.scripts()).toEqual([])
    await tasksRun()
    expect(page.scripts()).toEqual(['https://tags.example/gtag/js?id=G-AB12CD34EF'])
  })

  it('start Google Ads and the pixel with marketing, and report conversions to each in its own terms', async () => {
    const page = runTags('marketing')
    expect(page.meta()).toEqual([
      ['consent', 'grant'],
      ['init', '123456789012345'],
      ['track', 'PageView'],
    ])
    page.w.dataLayer!.length = 0
    page.w.fbq!.queue.length = 0
    page.measure(new page.w.CustomEvent('klikvaerk:conversion', { detail: 'lead' }))
    expect(page.google()).toEqual([['event', 'conversion', { send_to: 'AW-123456789/LeadLabel' }]])
    expect(page.meta()).toEqual([['track', 'Lead']])
  })

  it('stop at once on withdrawal, and delete the cookies of the purposes withdrawn', async () => {
    const page = runTags('statistics marketing')
    const { document } = page.w
    document.cookie = '_ga=GA1.1.1.1; Path=/'
    document.cookie = '_fbp=fb.1.1.1; Domain=klikvaerk.dk; Path=/'
    document.cookie = 'cookie_preferences=v; Path=/'
    await page.consent('marketing')
    expect(page.w['ga-disable-G-AB12CD34EF']).toBe(true)
    expect(page.google().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }])
    expect(document.cookie).not.toMatch(/_ga=/)
    expect(document.cookie).toMatch(/_fbp=/)
    page.w.dataLayer!.length = 0
    page.pageshow(true)
    expect(page.google()).toEqual([['event', 'page_view', expect.objectContaining({ send_to: ['AW-123456789'] })]])
    await page.consent('')
    expect(page.meta().at(-1)).toEqual(['consent', 'revoke'])
    expect(document.cookie).toBe('cookie_preferences=v')
  })

  it("send each Core Web Vital the page sent to GA4 in web-vitals' documented form, only while statistics is allowed, never to Google Ads", async () => {
    const page = runTags('statistics marketing')
    page.w.dataLayer!.length = 0
    const detail = { name: 'LCP', id: 'v5-1-2', value: 1840.5, delta: 1840.5, rating: 'good', element: 'section#hero>h1' }
    page.measure(new page.w.CustomEvent('klikvaerk:web-vital', { detail }))
    expect(page.google()).toEqual([
      [
        'event',
        'LCP',
        {
          value: 1840.5,
          metric_id: 'v5-1-2',
          metric_value: 1840.5,
          metric_delta: 1840.5,
          metric_rating: 'good',
          debug_target: 'section#hero>h1',
          send_to: 'G-AB12CD34EF',
        },
      ],
    ])
    await page.consent('marketing')
    page.w.dataLayer!.length = 0
    page.measure(new page.w.CustomEvent('klikvaerk:web-vital', { detail: { ...detail, name: 'CLS', value: 0.1, delta: 0.1 } }))
    expect(page.google()).toEqual([])
  })

  it('count nothing from a look-alike of the booking calendar', () => {
    const page = runTags('statistics')
    page.w.dataLayer!.length = 0
    const booked = { event: 'calendly.event_scheduled' }
    page.measure(new page.w.MessageEvent('message', { origin: 'https://calendly.com.evil.example', data: booked }))
    expect(page.google()).toEqual([])
    page.measure(new page.w.MessageEvent('message', { origin: 'https://calendly.com', data: booked }))
    expect(page.google()).toEqual([['event', 'generate_lead', { lead_source: 'booking_calendar', send_to: 'G-AB12CD34EF' }]])
  })

  it('count one view per page shown: a page shown again from the back/forward cache counts once more, a first showing or a choice made again does not', async () => {
    const page = runTags('statistics marketing')
    expect(page.pageViews()).toEqual({ google: [['G-AB12CD34EF', 'AW-123456789']], meta: 1 })
    // The load's own pageshow, and allowing again what was withdrawn on the same showing: no second view.
    await tasksRun()
    page.pageshow(false)
    await page.consent('marketing')
    await page.consent('statistics marketing')
    expect(page.pageViews()).toEqual({ google: [['G-AB12CD34EF', 'AW-123456789']], meta: 1 })
    page.pageshow(true)
    expect(page.pageViews()).toEqual({
      google: [
        ['G-AB12CD34EF', 'AW-123456789'],
        ['G-AB12CD34EF', 'AW-123456789'],
      ],
      meta: 2,
    })
  })

  it('in a page the browser prerenders, load and count nothing until it is shown, then count one view', async () => {
    const page = runTags('statistics marketing', { prerendering: true })
    // The prerendered page loads in full, and even a back/forward cache event reaches it: still nothing.
    await tasksRun()
    page.pageshow(true)
    expect(page.w.dataLayer).toBeUndefined()
    expect(page.w.fbq).toBeUndefined()
    expect(page.scripts()).toEqual([])
    // Shown (activated): one view to each tag, and the vendors' scripts a task later.
    Object.defineProperty(page.w.document, 'prerendering', { configurable: true, value: false })
    page.w.document.dispatchEvent(new page.w.Event('prerenderingchange'))
    expect(page.pageViews()).toEqual({ google: [['G-AB12CD34EF', 'AW-123456789']], meta: 1 })
    await tasksRun()
    expect(page.scripts()).toEqual(['https://tags.example/gtag/js?id=G-AB12CD34EF', 'https://tags.example/fbevents.js'])
    expect(page.pageViews()).toEqual({ google: [['G-AB12CD34EF', 'AW-123456789']], meta: 1 })
  })
})
