import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../mocks/node.ts'

const PAGE_DATA_URL = 'http://localhost:3000/index.pageContext.json'
const faq = { id: 'spoergsmaal', type: 'faq', heading: 'Spørgsmål', items: [] }

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** A prerendered page whose boot tag lists one island that waits to be visible, `top` px from the top of the viewport. */
function pageWithIsland(top: number) {
  document.body.innerHTML = `<section id="spoergsmaal" data-section-type="faq"></section><script type="module" data-entry="/entry.js" data-visible-islands="spoergsmaal"></script>`
  vi.spyOn(document.getElementById('spoergsmaal')!, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 300 } as DOMRect)
}

/** The module afresh: it loads the islands near the viewport once per page load. */
const freshModule = async () => {
  vi.resetModules()
  return import('./islandLoading.ts')
}

let pageDataFetches = 0
beforeEach(() => {
  pageDataFetches = 0
  server.use(
    http.get(PAGE_DATA_URL, () => {
      pageDataFetches++
      return HttpResponse.json({ data: { page: { sections: [faq] } } })
    }),
  )
})

describe('the islands near the viewport when the framework starts', () => {
  it('load their code and props once, and hydrate with the page: their props can be read without waiting', async () => {
    pageWithIsland(innerHeight + 100)
    const { loadIslandsNearViewport, whenReadyToHydrate } = await freshModule()
    await loadIslandsNearViewport()
    await loadIslandsNearViewport()
    const ready = whenReadyToHydrate({ id: 'spoergsmaal', type: 'faq', deferred: 'visible' })
    // React's and Preact's `use` read these fields and then render at once, without suspending.
    expect(ready).toMatchObject({ status: 'fulfilled', value: faq })
    expect(pageDataFetches).toBe(1)
    const { sectionComponent } = await import('./sectionRegistry.ts')
    expect(() => sectionComponent('faq')).not.toThrow()
  })

  it('leave one further down than the load margin (400 px) to load when it comes near', async () => {
    pageWithIsland(innerHeight + 450)
    const { loadIslandsNearViewport } = await freshModule()
    await loadIslandsNearViewport()
    expect(pageDataFetches).toBe(0)
  })

  it('do not hold up hydration when their props cannot be had: the island keeps its prerendered HTML, with a warning', async () => {
    server.use(http.get(PAGE_DATA_URL, () => new HttpResponse(null, { status: 404 })))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    pageWithIsland(0)
    const { loadIslandsNearViewport, whenReadyToHydrate } = await freshModule()
    await loadIslandsNearViewport()
    expect(warn).toHaveBeenCalledWith('Section "spoergsmaal" stays as prerendered: it could not be made interactive', expect.any(Error))
    const ready = whenReadyToHydrate({ id: 'spoergsmaal', type: 'faq', deferred: 'visible' })
    expect(await Promise.race([ready.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 50))])).toBe('waiting')
    warn.mockRestore()
  })
})
