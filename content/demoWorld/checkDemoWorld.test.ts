import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatIssue } from '../contentIssues.ts'
import { loadWith } from '../../tests/contentFixture.ts'
import { checkDemoWorld } from './index.ts'

const CLIENTS = 'data/collections/clients.json'
const onDisk = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T

type ClientJson = { id: string; name: string; contact?: { name: string; role: string }; case?: string; demo?: true } & Record<string, unknown>
/** clients.json with one change made to its items. */
function clientsWith(change: (items: ClientJson[]) => void) {
  const json = onDisk<{ items: ClientJson[] }>(CLIENTS)
  change(json.items)
  return { [CLIENTS]: json }
}
const client = (items: ClientJson[], id: string) => items.find((item) => item.id === id)!
const problems = (json: Record<string, unknown> = {}) => checkDemoWorld(loadWith(json)).map(formatIssue)

describe('one demo world: a person has one role at one company, a client one contact person', () => {
  it('holds for the content as shipped', () => {
    expect(problems()).toEqual([])
  })

  it("fails when an agency team member is quoted as a client (Sofie Lund as the fertility clinic's manager)", () => {
    const json = clientsWith((items) => {
      client(items, 'fertility-clinic').contact = { name: 'Sofie Lund', role: 'Klinikleder' }
    })
    expect(problems(json)).toEqual([
      `${CLIENTS} › item "fertility-clinic" › field "contact.name": agency team member Sofie Lund (Medejer og leder af betalt annoncering, Klikværk, data/collections/team/sofie-lund.json) is quoted as a client: Klinikleder, Fertilitetsklinikken`,
    ])
  })

  it('fails when one company is written as two clients, so it would be quoted under two people (CPH Flyt)', () => {
    const json = clientsWith((items) => {
      items.push({ ...client(items, 'nordlys-interioer'), id: 'cph-flyt-2', name: 'CPH Flyt', contact: { name: 'Mette Kjær', role: 'Indehaver' } })
    })
    expect(problems(json)).toContain(
      `${CLIENTS} › item "cph-flyt-2" › field "name": "CPH Flyt" is already client "cph-flyt": a company is one client, quoted under one contact person`,
    )
  })

  it('fails when one person has two roles or companies', () => {
    const json = clientsWith((items) => {
      client(items, 'aros-cykler').contact = { name: 'Louise Kjær', role: 'Direktør' }
    })
    expect(problems(json)).toEqual([
      `${CLIENTS} › item "aros-cykler" › field "contact.name": Louise Kjær appears with two roles or companies: Medstifter, By Doodle Dog (${CLIENTS} item "by-doodle-dog") and Direktør, Aros Cykler`,
    ])
  })

  it('fails when a case page quotes another client than its own', () => {
    const file = 'data/pages/cases/cph-flyt.json'
    const page = onDisk<{ sections: Record<string, unknown>[] }>(file)
    const quote = page.sections.find((section) => section.type === 'caseQuote')!
    quote.client = 'by-doodle-dog'
    const position = page.sections.indexOf(quote) + 1
    expect(problems({ [file]: page })).toEqual([
      `${file} › section ${position} (id "${String(quote.id)}", type "caseQuote") › field "client": quotes client "by-doodle-dog" on /cases/cph-flyt; a case page quotes only its own client`,
    ])
  })

  it('fails when a quoted client has no contact person', () => {
    const json = clientsWith((items) => {
      delete client(items, 'havnens-bageri').contact
    })
    expect(problems(json)).toEqual([
      'data/collections/testimonials.json › item "havnens-bageri" › field "client": quotes client "havnens-bageri", which has no contact person in data/collections/clients.json',
    ])
  })

  it('fails when a case names its client differently from the client, or a client is neither a case client nor marked demo', () => {
    const json = clientsWith((items) => {
      client(items, 'ovation').name = 'Ovation Events'
      delete client(items, 'skov-og-sti').demo
    })
    expect(problems(json).sort()).toEqual([
      'data/collections/cases/ovation.json › field "company": is "Ovation" but its client "ovation" in data/collections/clients.json says "Ovation Events"',
      `${CLIENTS} › item "skov-og-sti" › field "case": a client without a case must be marked "demo": true`,
    ])
  })
})

describe('what a page says about a video file is true of the file', () => {
  const VIDEOS = 'data/collections/videos.json'
  type VideoJson = { id: string; video: string; duration: string } & Record<string, unknown>
  const videosWith = (change: (items: VideoJson[]) => void) => {
    const json = onDisk<{ items: VideoJson[] }>(VIDEOS)
    change(json.items)
    return { [VIDEOS]: json }
  }

  it("fails when a stated length is not the clip's (the home videos once said 0:24 for a 4 s clip)", () => {
    const json = videosWith((items) => {
      items[0]!.duration = '0:24'
    })
    expect(problems(json)).toEqual([
      `${VIDEOS} › item "cph-flyt-flyttedag" › field "duration": says "0:24" but public/media/videos/flyttedag.mp4 lasts 0:04 (4.00 s)`,
    ])
  })

  it('fails when the file is missing', () => {
    const json = videosWith((items) => {
      items[1]!.video = 'videos/findes-ikke.mp4'
    })
    expect(problems(json)).toEqual([`${VIDEOS} › item "by-doodle-dog-hundeliv" › field "video": file public/media/videos/findes-ikke.mp4 does not exist`])
  })
})
