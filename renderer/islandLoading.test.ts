import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../mocks/node.ts'
import { EARLY_PRESS_KEY } from '../site/loading.ts'
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

  it('presses again, once hydrated, the button last pressed before: not a submit button, nor one that says it cannot be used yet, nor a consent button', async () => {
    document.body.innerHTML = `<section id="spoergsmaal">
      <button id="skift">Vis live</button><button id="vis">Vis mere</button>
      <form><button id="send">Send</button></form>
      <button id="klar" type="button" aria-disabled="true">Send besked</button>
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
    button('klar').click()
    button('samtykke').click()

    // Hydrated: its handlers are there now.
    for (const id of ['skift', 'vis', 'send', 'klar', 'samtykke']) button(id).addEventListener('click', () => presses.push(id))
    pressedEarlyAgain('spoergsmaal')
    expect(presses).toEqual(['vis'])
    // Only once: later presses are the island's own.
    button('skift').click()
    pressedEarlyAgain('spoergsmaal')
    expect(presses).toEqual(['vis', 'skift'])
  })
})

/** Where head/boot.js keeps the target of the last click before any code ran. */
const kept = window as unknown as Record<string, unknown>

describe('a press before the island answers', () => {
  const button = (id: string) => document.getElementById(id)!
  beforeEach(() => {
    document.body.innerHTML = `<section id="spoergsmaal"><button id="skift">Vis live</button><button id="vis">Vis mere</button></section>
      <button id="udenfor">Menu</button>`
    fakeObserver() // never near: nothing loads
  })

  it('made before any code ran (head/boot.js keeps its target) is pressed again once the island has hydrated, once', async () => {
    const { pressedEarlyAgain, whenReadyToHydrate } = await freshModule()
    kept[EARLY_PRESS_KEY] = button('skift')
    void whenReadyToHydrate({ id: 'spoergsmaal', type: 'faq', deferred: 'visible' })
    const presses: string[] = []
    for (const id of ['skift', 'vis']) button(id).addEventListener('click', () => presses.push(id))
    pressedEarlyAgain('spoergsmaal')
    pressedEarlyAgain('spoergsmaal')
    expect(presses).toEqual(['skift'])
    expect(EARLY_PRESS_KEY in kept).toBe(false)
  })

  it('made before any code ran gives way to a press made once the code watches, and one outside the island is left alone', async () => {
    const { pressedEarlyAgain, whenReadyToHydrate } = await freshModule()
    kept[EARLY_PRESS_KEY] = button('udenfor')
    void whenReadyToHydrate({ id: 'spoergsmaal', type: 'faq', deferred: 'visible' })
    expect(kept[EARLY_PRESS_KEY]).toBe(button('udenfor'))
    kept[EARLY_PRESS_KEY] = button('skift')
    button('vis').click()
    const presses: string[] = []
    for (const id of ['skift', 'vis', 'udenfor']) button(id).addEventListener('click', () => presses.push(id))
    pressedEarlyAgain('spoergsmaal')
    expect(presses).toEqual(['vis'])
  })

  it('made once the island has hydrated but before its effects ran is its own, not pressed a second time (a toggle would undo it)', async () => {
    const { keepEarlyPresses, useIslandAnswered } = await freshModule()
    const { createElement, useLayoutEffect, useState } = await import('react')
    const { render } = await import('@testing-library/react')
    document.body.innerHTML = '<section id="spoergsmaal"></section>'
    keepEarlyPresses('spoergsmaal')
    function Toggle() {
      const [on, setOn] = useState(false)
      useIslandAnswered('spoergsmaal')
      return createElement('button', { id: 'skift', 'aria-pressed': on, onClick: () => setOn((value) => !value) }, 'Vis live')
    }
    // The visitor's press lands after the commit that attached the handlers, before the effects.
    function PressAfterCommit() {
      useLayoutEffect(() => button('skift').click(), [])
      return null
    }
    render(createElement('div', null, createElement(Toggle), createElement(PressAfterCommit)), { container: document.getElementById('spoergsmaal')! })
    await vi.waitFor(() => expect(performance.getEntriesByName('hydrated:spoergsmaal')).toHaveLength(1))
    expect(button('skift')).toHaveAttribute('aria-pressed', 'true')
  })
})

describe('a press before the page has hydrated', () => {
  it('on a button of a section that hydrates with the page is pressed again once it has, once; one the page answered after its commit is not', async () => {
    const { usePressedBeforeHydrationAgain } = await freshModule()
    const { createElement, useState } = await import('react')
    const { render } = await import('@testing-library/react')
    document.body.innerHTML = '<div id="side"><section id="artikel"><button id="kopier">Kopier URL</button></section></div>'
    kept[EARLY_PRESS_KEY] = document.getElementById('kopier')
    function Page() {
      const [presses, setPresses] = useState(0)
      usePressedBeforeHydrationAgain(['artikel'])
      return createElement(
        'section',
        { id: 'artikel' },
        createElement('button', { id: 'kopier', 'data-presses': presses, onClick: () => setPresses((n) => n + 1) }, 'Kopier URL'),
      )
    }
    const { rerender } = render(createElement(Page), { container: document.getElementById('side')!, hydrate: true })
    await vi.waitFor(() => expect(document.getElementById('kopier')).toHaveAttribute('data-presses', '1'))
    expect(EARLY_PRESS_KEY in kept).toBe(false)
    // A later press, kept by head/boot.js too, is the page's own: answered once.
    kept[EARLY_PRESS_KEY] = document.getElementById('kopier')
    document.getElementById('kopier')!.click()
    rerender(createElement(Page))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.getElementById('kopier')).toHaveAttribute('data-presses', '2')
  })
})
