// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readContentSource, type ContentSource } from './contentSource.ts'
import { ContentError, formatIssue } from './contentIssues.ts'
import { loadContent } from './loadContent.ts'
import type { CookiePurpose } from '../schemas/collections/cookiePurpose.ts'
import { cookieListIssues } from './cookieClaimIssues.ts'

const COOKIES = 'data/collections/cookiePurposes.json'
const POLICY = 'data/pages/cookie-politik.json'
const ALL_TAGS = { VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF', VITE_GOOGLE_ADS_ID: 'AW-123456789', VITE_META_PIXEL_ID: '123456789012345' }

/** The JSON files of data/ this test changes, by name. */
interface EditedFiles {
  [COOKIES]: { items: CookiePurpose[] }
  [POLICY]: { sections: { blocks: object[] }[] }
}

/** The content of data/, changed by `edit` (given the parsed JSON files by name). */
function sourceWith(edit: (json: EditedFiles) => void): ContentSource {
  const source = structuredClone(readContentSource())
  edit(source.json as unknown as EditedFiles)
  return source
}

/** The lines the content check prints for this content and build settings (none: it is valid). */
function problems(source: ContentSource, settings: Record<string, string> = {}): string[] {
  try {
    loadContent(source, settings)
    return []
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    return error.issues.map(formatIssue)
  }
}

/** The cookie policy with one more paragraph in its clause 1 (section 2), written as `block`. */
const withPolicyBlock = (block: object) => sourceWith((json) => json[POLICY].sections[1]!.blocks.push(block))
const purposesIn = (json: EditedFiles) => json[COOKIES].items

describe('the content check of the cookie list', () => {
  it('passes data/ as it is, with no tag and with every tag configured', () => {
    expect(problems(readContentSource())).toEqual([])
    expect(problems(readContentSource(), ALL_TAGS)).toEqual([])
  })

  it('fails a cookie whose setBy, or a service whose tag, is not a known service', () => {
    const source = sourceWith((json) => {
      purposesIn(json)[2]!.cookies[0]!.setBy = 'hotjar' as never
      purposesIn(json)[2]!.services[0]!.tag = 'hotjar' as never
    })
    const lines = problems(source)
    expect(lines.some((line) => line.startsWith(`${COOKIES} › item "statistics" › field "cookies[0].setBy"`))).toBe(true)
    expect(lines.some((line) => line.startsWith(`${COOKIES} › item "statistics" › field "services[0]`))).toBe(true)
  })

  it('fails a service that is neither an embed nor a tag', () => {
    const source = sourceWith((json) => delete (purposesIn(json)[2]!.services[1] as { tag?: string }).tag)
    expect(problems(source).filter((line) => line.startsWith(`${COOKIES} › item "statistics"`))).not.toEqual([])
  })

  it("fails a tag's cookie or service listed under another purpose than the one the tag waits for", () => {
    const purposes = structuredClone(readContentSource().json[COOKIES] as { items: CookiePurpose[] }).items
    const [necessary, , statistics, marketing] = purposes
    marketing!.cookies.push(statistics!.cookies[0]!)
    necessary!.services.push(statistics!.services[1]!, statistics!.services[0]!)
    expect(cookieListIssues(purposes).map(formatIssue)).toEqual([
      `${COOKIES} › item "necessary" › field "services[0].tag": "googleAnalytics" waits for consent to "statistics": list it there`,
      `${COOKIES} › item "necessary" › field "services[1].own": "webVitals" waits for consent to "statistics": list it there`,
      `${COOKIES} › item "marketing" › field "cookies[3].setBy": "googleAnalytics" waits for consent to "statistics": list its cookies there`,
    ])
  })

  it('fails a tag service the list does not name, or whose cookies it does not list', () => {
    const purposes = structuredClone(readContentSource().json[COOKIES] as { items: CookiePurpose[] }).items
    const marketing = purposes[3]!
    marketing.cookies = marketing.cookies.filter((cookie) => cookie.setBy !== 'metaPixel')
    marketing.services = marketing.services.filter((service) => service.tag !== 'googleAds')
    expect(cookieListIssues(purposes).map(formatIssue)).toEqual([
      `${COOKIES}: no service has "tag": "googleAds": the policy would not name it when it is configured`,
      `${COOKIES}: no cookie has "setBy": "metaPixel": the policy would not list what it sets when it is configured`,
    ])
  })

  it("fails an <ID> in the name of the site's own cookie", () => {
    const purposes = structuredClone(readContentSource().json[COOKIES] as { items: CookiePurpose[] }).items
    purposes[0]!.cookies[0]!.name = 'session_<ID>'
    expect(cookieListIssues(purposes).map(formatIssue)).toEqual([`${COOKIES} › item "necessary" › field "cookies[0].name": only a tag's cookie can hold <ID>`])
  })
})

describe('the content check of what pages say', () => {
  const mentioningGa = { kind: 'paragraph', text: 'Google Analytics sætter cookien _ga, når du har sagt ja.' }
  const where = `${POLICY} › section 2 (id "hvad-er-cookies", type "legalClause") › field "blocks[4].text"`

  it('fails a page naming a cookie that is not listed: nothing configured sets it', () => {
    expect(problems(withPolicyBlock(mentioningGa))).toEqual([
      `${where}: names the cookie "_ga", which is not listed: nothing configured sets it (data/site.json "measurement")`,
    ])
  })

  it('passes it once the tag that sets the cookie is configured', () => {
    expect(problems(withPolicyBlock(mentioningGa), { VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF' })).toEqual([])
  })

  it('passes it in a block shown only while the tag is configured', () => {
    expect(problems(withPolicyBlock({ ...mentioningGa, requires: 'googleAnalytics' }))).toEqual([])
    expect(problems(withPolicyBlock({ ...mentioningGa, requires: 'marketing' }), { VITE_GOOGLE_ADS_ID: 'AW-123456789' })).toHaveLength(1)
  })

  it('finds a cookie name only as a whole word, "<ID>" standing for any ID', () => {
    const text = (words: string) => problems(withPolicyBlock({ kind: 'paragraph', text: words }))
    expect(text('Cookien _ga_AB12CD34EF husker dit besøg.')).toEqual([
      `${where}: names the cookie "_ga_<ID>", which is not listed: nothing configured sets it (data/site.json "measurement")`,
    ])
    expect(text('Se _gallery og _fbpx, ikke cookies.')).toEqual([])
    expect(text('Meta sætter _fbp og _fbc.').map((line) => line.slice(where.length))).toEqual([
      ': names the cookie "_fbp", which is not listed: nothing configured sets it (data/site.json "measurement")',
      ': names the cookie "_fbc", which is not listed: nothing configured sets it (data/site.json "measurement")',
    ])
  })

  it("reads list items and the purposes' own texts too", () => {
    const list = withPolicyBlock({ kind: 'list', items: ['Ingen sporing.', { text: 'Google Ads sætter _gcl_au.', requires: 'statistics' }] })
    expect(problems(list)).toEqual([])
    expect(problems(list, { VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF' })).toEqual([
      `${POLICY} › section 2 (id "hvad-er-cookies", type "legalClause") › field "blocks[4].items[1].text": names the cookie "_gcl_au", which is not listed: nothing configured sets it (data/site.json "measurement")`,
    ])
    const description = sourceWith((json) => (purposesIn(json)[3]!.description = 'Blandt andet _fbp.'))
    expect(problems(description)).toEqual([
      `${COOKIES} › item "marketing" › field "description": names the cookie "_fbp", which is not listed: nothing configured sets it (data/site.json "measurement")`,
    ])
  })
})
