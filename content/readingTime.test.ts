import { describe, expect, it } from 'vitest'
import { estimatedMinutes, readingTimeWarnings, wordCount } from './readingTime.ts'

const words = (n: number) => `<p>${Array.from({ length: n }, () => 'ord').join(' ')}</p>`

describe('reading time', () => {
  it('counts words in HTML, not tags, entities or punctuation', () => {
    expect(wordCount('<h2>Én overskrift</h2><ul><li>60/40 &amp; 30 dage</li></ul> – ')).toBe(5)
  })

  it('estimates minutes at 200 words a minute', () => {
    expect(estimatedMinutes(words(1000))).toBe(5)
    expect(estimatedMinutes(words(50))).toBe(1)
  })

  it('warns only when the stated time is far from the estimate', () => {
    expect(readingTimeWarnings([{ id: 'a', readTime: 5, body: { html: words(1200) } }])).toEqual([])
    expect(readingTimeWarnings([{ id: 'b', readTime: 12, body: { html: words(1600) } }])).toEqual([])
    expect(readingTimeWarnings([{ id: 'c', readTime: 10, body: { html: words(400) } }])).toEqual([
      'data/collections/articles/c.json › "readTime" is 10 min, but the body\'s 400 words read in about 2 min',
    ])
  })
})
