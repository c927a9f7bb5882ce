// @vitest-environment node
// The rate limit under real concurrency: a real PostgreSQL server (not PGlite, which runs one
// statement at a time), 20 connections calling the submit function for one client at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationFiles, PLATFORM_ROLES_SQL } from '../../server/database/contactDatabase.ts'
import { startRealPostgres, type RealPostgres } from '../../tests/realPostgres.ts'

let pg: RealPostgres
beforeAll(async () => {
  pg = startRealPostgres()
  await pg.sql(PLATFORM_ROLES_SQL)
  for (const { sql } of migrationFiles()) await pg.sql(`begin;\n${sql}\ncommit;`)
}, 120_000)
afterAll(() => pg?.stop())

const call = (clientKey: string, name: string) =>
  pg.sql(`set role service_role;
select public.submit_contact_message('${clientKey}', '${name}', 'mette@example.dk', '', '', '', 'Vi vil gerne høre mere om jer.', 5, 600);`)

describe('submit_contact_message on a real PostgreSQL server', () => {
  it('lets exactly 5 of 20 concurrent calls for one client through', async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => call('one-client', `Forsøg ${i}`)))
    expect(outcomes.filter((o) => o === 'stored')).toHaveLength(5)
    expect(outcomes.filter((o) => o === 'rate_limited')).toHaveLength(15)
    expect(await pg.sql("select count(*) from public.contact_messages where client_key = 'one-client'")).toBe('5')
  })

  it('holds no client up for another: 20 clients at once are all stored', async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => call(`client-${i}`, `Afsender ${i}`)))
    expect(outcomes).toEqual(Array(20).fill('stored'))
  })

  it('keeps the public key out, on the real server too', async () => {
    await expect(pg.sql('set role anon; select count(*) from public.contact_messages;')).rejects.toThrow(/permission denied/)
  })
})
