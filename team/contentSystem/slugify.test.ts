// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { slugify } from './slugify.ts'

describe('slugify (SPEC.md section 5, the team slug rule)', () => {
  it.each([
    ['Anna Jensen', 'anna-jensen'],
    ['Søren Ærø Åberg', 'soeren-aeroe-aaberg'],
    ['ÆBLE ØL ÅL', 'aeble-oel-aal'],
    ['Mikkel Ågård', 'mikkel-aagaard'],
    // å written as a + combining ring (decomposed Unicode) is still å
    ['A\u030Agård', 'aagaard'],
    ["Anne-Marie  O'Brien", 'anne-marie-o-brien'],
    ['  --Hej!! Verden--  ', 'hej-verden'],
    ['Team 2026: SEO & SEM', 'team-2026-seo-sem'],
    ['José Müller', 'jose-muller'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (input, slug) => expect(slugify(input)).toBe(slug))
})
