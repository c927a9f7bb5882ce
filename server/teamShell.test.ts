// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { redirectsFile } from '../build/redirectsFile.ts'
import { createApp } from './app.ts'

const root = mkdtempSync(join(tmpdir(), 'site-team-'))
for (const dir of ['team', 'team/anna-berg']) mkdirSync(join(root, dir))
writeFileSync(join(root, 'team.html'), '<h1>Team</h1>')
writeFileSync(join(root, 'team', 'anna-berg.html'), '<h1>Anna Berg</h1>')
writeFileSync(join(root, 'team', 'anna-berg', 'index.pageContext.json'), '{"anna":true}')
writeFileSync(join(root, 'team', '_medlem.html'), '<div data-shell>skal</div>')
writeFileSync(join(root, '404.html'), '<h1>Oops! Page not found</h1>')
writeFileSync(join(root, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n')
const app = createApp({ root })
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('team members from the content system on the local server', () => {
  it('serves a prerendered member page as it is', async () => {
    const res = await app.request('/team/anna-berg')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('<h1>Anna Berg</h1>')
  })

  it('serves the client-side shell with 200 for any other /team/{slug}', async () => {
    const res = await app.request('/team/kun-i-cms')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/)
    expect(await res.text()).toContain('data-shell')
  })

  it('keeps /team itself, page data files and deeper or other unknown paths as they were', async () => {
    expect(await (await app.request('/team')).text()).toBe('<h1>Team</h1>')
    expect(await (await app.request('/team/anna-berg/index.pageContext.json')).text()).toBe('{"anna":true}')
    for (const path of ['/team/kun-i-cms/index.pageContext.json', '/team/a/b', '/teams/x', '/findes/ikke']) {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).toContain('Oops! Page not found')
    }
  })
})

describe('the static host rewrite (_redirects)', () => {
  const file = redirectsFile(['/', '/team', '/team/_medlem', '/team/anna-berg', '/team/bo-holm', '/om-os'])
  const rules = file
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))

  it('rewrites /team/{slug} to the shell with status 200, after the prerendered members', () => {
    expect(rules.at(-1)).toEqual(['/team/:slug', '/team/_medlem', '200'])
    const shellRule = rules.findIndex(([from]) => from === '/team/:slug')
    const annaRule = rules.findIndex(([from]) => from === '/team/anna-berg')
    expect(annaRule).toBeGreaterThanOrEqual(0)
    expect(annaRule).toBeLessThan(shellRule)
    expect(rules[annaRule]).toEqual(['/team/anna-berg', '/team/anna-berg', '200'])
  })

  it('redirects a member address with a trailing slash to the one without, before the shell rule', () => {
    const slashRule = rules.findIndex(([from]) => from === '/team/:slug/')
    expect(rules[slashRule]).toEqual(['/team/:slug/', '/team/:slug', '308'])
    expect(slashRule).toBeLessThan(rules.findIndex(([from]) => from === '/team/:slug'))
  })

  it('touches nothing but member addresses', () => {
    for (const [from] of rules) expect(from).toMatch(/^\/team\/[^/]+\/?$/)
    expect(file).not.toMatch(/^\/team\/_medlem /m)
    expect(file).not.toMatch(/\/team\/\*/)
  })
})
