// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { answerContentRequest, CONTENT_BASE, contentScenarios } from './contentSystem.ts'

describe('the demo content system outside msw (for intercepting browser tests)', () => {
  it('answers a known request with the fixture and lets any origin read it', async () => {
    const response = await answerContentRequest(new Request(`${CONTENT_BASE}/team-members?slug=sofie-lund&_embed`))
    expect(response?.status).toBe(200)
    expect(response?.headers.get('access-control-allow-origin')).toBe('*')
    expect(((await response?.json()) as { slug: string }[]).map((item) => item.slug)).toEqual(['sofie-lund'])
  })

  it('answers a missing route with 404 rest_no_route', async () => {
    const response = await answerContentRequest(new Request(`${CONTENT_BASE}/team-member?_embed&per_page=100`))
    expect(response?.status).toBe(404)
    expect(await response?.json()).toMatchObject({ code: 'rest_no_route' })
  })

  it('takes other handlers, e.g. a scenario', async () => {
    const response = await answerContentRequest(new Request(`${CONTENT_BASE}/team-member?_embed&per_page=100`), contentScenarios.teamOn('/team-member'))
    expect(response?.status).toBe(200)
  })

  it('knows nothing of other origins', async () => {
    expect(await answerContentRequest(new Request('https://example.dk/wp-json/wp/v2/team'))).toBeUndefined()
  })
})
