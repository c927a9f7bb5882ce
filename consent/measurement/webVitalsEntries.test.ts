import { afterEach, describe, expect, it, vi } from 'vitest'
import { islandAt, lcpParts, selectorOf, vitalEntry } from './webVitalsEntries.ts'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
  performance.clearMarks()
})

describe('what explains a Core Web Vital', () => {
  it('names an element by a short selector: up to the nearest id, at most three levels, at most 100 characters', () => {
    document.body.innerHTML =
      '<main><section id="kontakt"><form class="form_x1 other"><button class="send_a2">Send</button></form></section><div><p><span><b>x</b></span></p></div></main>'
    expect(selectorOf(document.querySelector('button'))).toBe('section#kontakt>form.form_x1>button.send_a2')
    expect(selectorOf(document.querySelector('b'))).toBe('p>span>b')
    expect(selectorOf(null)).toBe('')
    const long = document.createElement('div')
    long.id = 'x'.repeat(150)
    document.body.append(long)
    expect(selectorOf(long)).toHaveLength(100)
  })

  it("attributes an interaction to its island, 'starting' when the island had not hydrated when it began and 'ready' when it had", () => {
    document.body.innerHTML = '<section data-island-id="kontaktformular"><button>Send</button></section><p>Tekst</p>'
    const button = document.querySelector('button')
    performance.mark('island:kontaktformular', { startTime: 500 })
    expect(islandAt(button, 400)).toEqual({ island: 'kontaktformular', islandState: 'starting' })
    expect(islandAt(button, 600)).toEqual({ island: 'kontaktformular', islandState: 'ready' })
    expect(islandAt(document.querySelector('p'), 600)).toEqual({ island: '', islandState: '' })
  })

  it('reads INP from its event entries: the target, the island, the kind of interaction', () => {
    document.body.innerHTML = '<div data-island-id="header"><button>Menu</button></div>'
    const target = document.querySelector('button')
    const entries = [
      { name: 'pointerdown', startTime: 100, target: null },
      { name: 'click', startTime: 100, target },
    ] as unknown as PerformanceEntry[]
    expect(vitalEntry({ name: 'INP', value: 72, entries })).toEqual({
      name: 'INP',
      value: 72,
      element: 'body>div>button',
      interaction: 'pointer',
      island: 'header',
      islandState: 'starting',
    })
    expect(vitalEntry({ name: 'INP', value: 72, entries: [{ name: 'keydown', startTime: 5, target } as unknown as PerformanceEntry] })).toMatchObject({
      interaction: 'keyboard',
    })
  })

  it("reads CLS's largest shift's element", () => {
    document.body.innerHTML = '<footer id="bund"></footer><img class="hero">'
    const entries = [
      { value: 0.01, sources: [{ node: document.querySelector('img') }] },
      { value: 0.2, sources: [{ node: null }, { node: document.querySelector('footer') }] },
    ] as unknown as PerformanceEntry[]
    expect(vitalEntry({ name: 'CLS', value: 0.21, entries })).toEqual({ name: 'CLS', value: 0.21, element: 'footer#bund' })
  })

  it("splits LCP into time to first byte, load delay, load time and render delay, an image's from its resource entry", () => {
    document.body.innerHTML = '<img id="hero" src="/media/hero.webp">'
    const navigation = { responseStart: 200, activationStart: 0 } as unknown as PerformanceNavigationTiming
    const resource = { name: 'http://localhost/media/hero.webp', startTime: 300, requestStart: 350, responseEnd: 900 }
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'resource' ? [resource] : []) as unknown as PerformanceEntryList)
    const entry = { startTime: 1200, url: resource.name, element: document.querySelector('img') } as unknown as PerformanceEntry
    expect(lcpParts(entry, navigation)).toEqual({ ttfb: 200, loadDelay: 150, loadDuration: 550, renderDelay: 300 })
    // A text element loads nothing: all after the first byte is render delay.
    expect(lcpParts({ startTime: 700 } as PerformanceEntry, navigation)).toEqual({ ttfb: 200, loadDelay: 0, loadDuration: 0, renderDelay: 500 })
    // A prerendered page counts from its activation.
    expect(lcpParts({ startTime: 5200 } as PerformanceEntry, { responseStart: 200, activationStart: 5000 } as unknown as PerformanceNavigationTiming)).toEqual({
      ttfb: 0,
      loadDelay: 0,
      loadDuration: 0,
      renderDelay: 200,
    })
  })
})
