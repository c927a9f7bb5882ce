import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../mocks/node.ts'
import { fakeObserver } from '../tests/fakeIntersectionObserver.ts'

const PAGE_DATA_URL = 'http://localhost:3000/index.pageContext.json'
const faq = { id: 'spoergsmaal', type: 'faq', heading: 'Spørgsmål', items: [] }
const stats = { id: 'tal', type: 'stats', heading: 'Tal', items: [] }

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
})
afterAll(() => server.close())

/** The module afresh, as a page load gets it. */
const freshModule = async () => {
  vi.resetModules()
  return import('./islandLoading.ts')
}

/** Whether the promise is still pending after a moment. */
const stillWaiting = async (promise: Promise<unknown>) =>
  (await Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 50))])) === 'waiting'

let pageDataFetches = 0
beforeEach(() => {
  pageDataFetches = 0
  document.body.innerHTML = '<section id="spoergsmaal"></section><section id="tal"></section>'
  server.use(
    http.get(PAGE_DATA_URL, () => {
      pageDataFetches++
      return HttpResponse.json({ data: { page: { sections: [faq, stats] } } })
    }),
  )
})

describe('an island (a section that hydrates when visible)', () => {
  it('loads its code and props once it comes near the viewport, and hydrates only after the page has', async () => {
    const viewport = fakeObserver()
    const { islandsMayHydrate, whenReadyToHydrate } = await freshModule()
    const ready = whenReadyToHydrate({ id: 'spoergsmaal', type: 'faq', deferred: 'visible' })
    expect(await stillWaiting(ready)).toBe(true)
    expect(pageDataFetches).toBe(0)

    viewport.scroll(true)
    await vi.waitFor(() => expect(pageDataFetches).toBe(1))
    // Loaded, but the page has not hydrated yet.
    expect(await stillWaiting(ready)).toBe(true)
    islandsMayHydrate()
    await expect(ready).resolves.toEqual(faq)
    // Asked for again (a render after it suspended): the same promise, nothing fetched again.
    expect(whenReadyToHydrate({ id: 'spoergsmaal', type: 'faq', deferred: 'visible' })).toBe(ready)
    expect(pageDataFetches).toBe(1)
    const { sectionComponent } = await import('./sectionRegistry.ts')
    expect(() => sectionComponent('faq')).not.toThrow()
  })

  it('hydrates in a task of its own when two are ready together, so neither blocks input for both', async () => {
    // Without IntersectionObserver (as in jsdom) an island counts as near at once.
    const { islandsMayHydrate, whenReadyToHydrate } = await freshModule()
    const first = whenReadyToHydrate({ id: 'spoergsmaal', type: 'faq', deferred: 'visible' })
    const second = whenReadyToHydrate({ id: 'tal', type: 'stats', deferred: 'visible' })
    await vi.waitFor(() => expect(pageDataFetches).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    islandsMayHydrate()
    let secondSettled = false
    void second.then(() => (secondSettled = true))
    await first
    // The first island renders in the microtasks of its task: the second's has not come yet.
    expect(secondSettled).toBe(false)
    await expect(second).resolves.toEqual(stats)
  })

  it('keeps its prerendered HTML, with a warning, when its props cannot be had', async () => {
    server.use(http.get(PAGE_DATA_URL, () => new HttpResponse(null, { status: 404 })))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { islandsMayHydrate, whenReadyToHydrate } = await freshModule()
    const ready = whenReadyToHydrate({ id: 'spoergsmaal', type: 'faq', deferred: 'visible' })
    islandsMayHydrate()
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(warn).toHaveBeenCalledWith('Section "spoergsmaal" stays as prerendered: it could not be made interactive', expect.any(Error))
    expect(await stillWaiting(ready)).toBe(true)
    warn.mockRestore()
  })

  it('presses again, once hydrated, the button last pressed before: not a submit button, nor a consent button', async () => {
    document.body.innerHTML = `<section id="spoergsmaal">
      <button id="skift">Vis live</button><button id="vis">Vis mere</button>
      <form><button id="send">Send</button></form>
      <button id="samtykke" data-consent-choice="accept">Accepter</button></section>`
    fakeObserver() // never near: nothing loads
    const { pressedEarlyAgain, whenReadyToHydrate } = await freshModule()
    void whenReadyToHydrate({ id: 'spoergsmaal', type: 'faq', deferred: 'visible' })
    const presses: string[] = []
    const button = (id: string) => document.getElementById(id)!
    button('skift').click()
    button('vis').click()
    button('send').addEventListener('click', (event) => event.preventDefault())
    button('send').click()
    button('samtykke').click()

    // Hydrated: its handlers are there now.
    for (const id of ['skift', 'vis', 'send', 'samtykke']) button(id).addEventListener('click', () => presses.push(id))
    pressedEarlyAgain('spoergsmaal')
    expect(presses).toEqual(['vis'])
    // Only once: later presses are the island's own.
    button('skift').click()
    pressedEarlyAgain('spoergsmaal')
    expect(presses).toEqual(['vis', 'skift'])
  })
})
