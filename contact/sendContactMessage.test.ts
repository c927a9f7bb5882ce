import { delay, http, HttpResponse } from 'msw'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { contactFormMachine, SUBMIT_TIMEOUT_MS } from '../machines/contactForm.ts'
import { CONTACT_FUNCTION_URL } from '../mocks/handlers.ts'
import { UNKNOWN_ATTRIBUTION } from '../supabase/functions/_shared/attributionRules.ts'
import { server } from '../mocks/node.ts'
import { sendContactMessage, type ContactPayload, type ContactReply } from './sendContactMessage.ts'

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const VALID = { name: 'Mette Hansen', email: 'mette@example.dk', message: 'Vi vil gerne høre om Google Ads.' }

/** Fills in the form, sends it through the real backend client and waits for the outcome. */
async function submit(clock = new SimulatedClock()) {
  const actor = createActor(
    contactFormMachine.provide({
      actors: { sendMessage: fromPromise<ContactReply, ContactPayload>(({ input, signal }) => sendContactMessage(input, signal)) },
    }),
    { clock, input: { startedAt: 1_000 } },
  ).start()
  for (const [field, value] of Object.entries(VALID)) actor.send({ type: 'CHANGE', field: field as 'name', value })
  actor.send({ type: 'SUBMIT' })
  return actor
}
const outcome = async (actor: Awaited<ReturnType<typeof submit>>) => {
  const done = await waitFor(actor, (s) => s.matches('submitted') || s.matches('failed'), { timeout: 5_000 })
  return { state: done.value, error: done.context.error, success: done.context.success, fields: done.context.fields }
}

describe('sending the contact form through the backend client (msw)', () => {
  it('posts the fields, the honeypot and the start time as JSON with the anon key', async () => {
    let request: { body: unknown; apikey: string | null } | undefined
    server.use(
      http.post(CONTACT_FUNCTION_URL, async ({ request: r }) => {
        request = { body: await r.json(), apikey: r.headers.get('apikey') ?? r.headers.get('authorization') }
        return HttpResponse.json({ success: true, message: 'Tak for din besked!' })
      }),
    )
    expect(await outcome(await submit())).toMatchObject({ state: 'submitted', success: 'Tak for din besked!', error: null })
    expect(request?.body).toEqual({
      ...VALID,
      company: '',
      businessType: '',
      budget: '',
      website: '',
      startedAt: 1_000,
      attribution: { ...UNKNOWN_ATTRIBUTION, landingPage: '/' },
      marketingConsent: false,
    })
    expect(request?.apikey).toBeTruthy()
  })

  it("sends where the visit came from, its path without the query and a long campaign name clipped to the function's limit, storing nothing without consent", async () => {
    const campaign = 'vinter-'.repeat(80)
    const landingPage = `/ydelser?utm_source=google&utm_campaign=${campaign}&gclid=Cj0K-test`
    // The page was loaded at the campaign's address; the visitor went on to the contact page by a client-side navigation.
    window.history.replaceState(null, '', '/kontakt')
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: `${location.origin}${landingPage}` } as PerformanceEntry])
    let attribution: unknown
    server.use(
      http.post(CONTACT_FUNCTION_URL, async ({ request: r }) => {
        attribution = ((await r.json()) as { attribution: unknown }).attribution
        return HttpResponse.json({ success: true })
      }),
    )
    expect(await outcome(await submit())).toMatchObject({ state: 'submitted' })
    expect(attribution).toEqual({
      ...UNKNOWN_ATTRIBUTION,
      utmSource: 'google',
      utmCampaign: campaign.slice(0, 200),
      gclid: 'Cj0K-test',
      landingPage: '/ydelser',
    })
    expect(window.sessionStorage.length).toBe(0)
    vi.restoreAllMocks()
    window.history.replaceState(null, '', '/')
  })

  it('rate limit: a 429 whose message contains "Rate limit" asks the visitor to wait', async () => {
    server.use(http.post(CONTACT_FUNCTION_URL, () => HttpResponse.json({ error: 'Rate limit exceeded: too many messages' }, { status: 429 })))
    expect(await outcome(await submit())).toMatchObject({ state: 'failed', error: 'Too many requests. Please wait before submitting again.' })
  })

  it('validation: the server\'s "Validation ..." message is shown as it is, read from the JSON body', async () => {
    server.use(http.post(CONTACT_FUNCTION_URL, () => HttpResponse.json({ error: 'Validation failed: Email address is too long' }, { status: 400 })))
    expect(await outcome(await submit())).toMatchObject({ state: 'failed', error: 'Validation failed: Email address is too long' })
  })

  it('network failure gives the connection message and keeps what was typed', async () => {
    server.use(http.post(CONTACT_FUNCTION_URL, () => HttpResponse.error()))
    const result = await outcome(await submit())
    expect(result).toMatchObject({ state: 'failed', error: 'Network error. Please check your connection and try again.' })
    expect(result.fields).toMatchObject(VALID)
  })

  it('time-out: a server that never answers is given up after 15 s', async () => {
    server.use(
      http.post(CONTACT_FUNCTION_URL, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const clock = new SimulatedClock()
    const actor = await submit(clock)
    await new Promise((resolve) => setTimeout(resolve, 20))
    clock.increment(SUBMIT_TIMEOUT_MS)
    expect(await outcome(actor)).toMatchObject({ state: 'failed', error: 'Failed to send message. Please try again.', fields: expect.objectContaining(VALID) })
  })

  it('a 2xx reply without success is a failure, with the server\'s reason or "Unexpected response from server"', async () => {
    server.use(http.post(CONTACT_FUNCTION_URL, () => HttpResponse.json({ success: false, error: 'Rate limit reached for today' })))
    expect(await outcome(await submit())).toMatchObject({ state: 'failed', error: 'Too many requests. Please wait before submitting again.' })
    server.use(http.post(CONTACT_FUNCTION_URL, () => HttpResponse.json({ received: true })))
    expect(await outcome(await submit())).toMatchObject({ state: 'failed', error: 'Failed to send message. Please try again.' })
  })

  it('a non-JSON 500 gives the general failure message', async () => {
    server.use(
      http.post(CONTACT_FUNCTION_URL, () => new HttpResponse('<h1>Internal Server Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })),
    )
    expect(await outcome(await submit())).toMatchObject({ state: 'failed', error: 'Failed to send message. Please try again.' })
  })

  it('any other server error gives the general failure message', async () => {
    server.use(http.post(CONTACT_FUNCTION_URL, () => HttpResponse.json({ error: 'Could not store the message' }, { status: 500 })))
    expect(await outcome(await submit())).toMatchObject({ state: 'failed', error: 'Failed to send message. Please try again.' })
  })

  it('uses the default success text when the server gives none', async () => {
    server.use(http.post(CONTACT_FUNCTION_URL, () => HttpResponse.json({ success: true })))
    expect(await outcome(await submit())).toMatchObject({ state: 'submitted', success: 'Your message has been sent successfully!' })
  })
})
