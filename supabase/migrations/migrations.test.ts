// @vitest-environment node
// The migrations applied to a real Postgres (PGlite, in-process) after the hosted backend's roles,
// then used as each role would use them.
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openContactDatabase } from '../../server/database/contactDatabase.ts'

let db: PGlite
beforeAll(async () => {
  db = await openContactDatabase()
}, 120_000)
afterAll(() => db.close())
beforeEach(() => db.exec('truncate public.contact_messages'))

const row = {
  client_key: 'k1',
  name: 'Mette Hansen',
  email: 'mette@example.dk',
  company: 'Hansen ApS',
  business_type: 'ecommerce',
  budget: '',
  message: 'Vi vil gerne høre om Google Ads.',
}
type Row = typeof row

/** Runs `fn` inside a transaction as `role`, as a request with that role's key would. */
function as<T>(role: string, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`)
    return fn(tx)
  })
}

const insert = (tx: Transaction, r: Row) =>
  tx.query(
    'insert into public.contact_messages (client_key, name, email, company, business_type, budget, message) values ($1, $2, $3, $4, $5, $6, $7)',
    Object.values(r),
  )
const submit = (tx: Transaction, r: Row, max = 5, windowSeconds = 600) =>
  tx.query<{ outcome: string }>('select public.submit_contact_message($1, $2, $3, $4, $5, $6, $7, $8, $9) as outcome', [
    ...Object.values(r),
    max,
    windowSeconds,
  ])
const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from public.contact_messages')).rows[0]!.n

describe('contact_messages as the public key (anon) and signed-in users (authenticated)', () => {
  it.each(['anon', 'authenticated'])('%s can neither select, insert, update nor delete, nor call the submit function', async (role) => {
    await db.query('insert into public.contact_messages (client_key, name, email, message) values ($1, $2, $3, $4)', [
      'k0',
      'Jens Jensen',
      'jens@example.dk',
      'En besked på over ti tegn.',
    ])
    const attempts: [string, (tx: Transaction) => Promise<unknown>][] = [
      ['select', (tx) => tx.query('select * from public.contact_messages')],
      ['insert', (tx) => insert(tx, row)],
      ['update', (tx) => tx.query("update public.contact_messages set name = 'Hacker'")],
      ['delete', (tx) => tx.query('delete from public.contact_messages')],
      ['submit', (tx) => submit(tx, row)],
    ]
    for (const [what, attempt] of attempts) {
      await expect(as(role, attempt), `${role} ${what}`).rejects.toThrow(/permission denied/)
    }
    expect(await count()).toBe(1)
  })
})

describe('contact_messages as the function (service_role)', () => {
  it('can insert directly and through the submit function', async () => {
    await as('service_role', (tx) => insert(tx, row))
    const { rows } = await as('service_role', (tx) => submit(tx, { ...row, client_key: 'k2' }))
    expect(rows).toEqual([{ outcome: 'stored' }])
    expect(await count()).toBe(2)
  })

  it.each([
    ['a one-letter name', { name: 'M' }],
    ['a name of only spaces around one letter', { name: '  M  ' }],
    ['a name over 100 characters', { name: 'N'.repeat(101) }],
    ['an e-mail without @', { email: 'mette.example.dk' }],
    ['an e-mail with a space', { email: 'mette @example.dk' }],
    ['an e-mail over 254 characters', { email: `${'m'.repeat(250)}@example.dk` }],
    ['a company over 200 characters', { company: 'C'.repeat(201) }],
    ['a message under 10 characters', { message: 'For kort' }],
    ['a message over 2000 characters', { message: 'x'.repeat(2001) }],
    ['an unknown business type', { business_type: 'webshop' }],
    ['an unknown budget', { budget: '1 mio.' }],
  ])('rejects %s, as the form rules do', async (_, change) => {
    await expect(as('service_role', (tx) => insert(tx, { ...row, ...change }))).rejects.toThrow(/violates check constraint/)
    expect(await count()).toBe(0)
  })

  it('accepts the limits themselves', async () => {
    await as('service_role', (tx) => insert(tx, { ...row, name: 'Bo', company: 'C'.repeat(200), message: 'x'.repeat(2000) }))
    await as('service_role', (tx) => insert(tx, { ...row, name: 'N'.repeat(100), message: 'Ti tegn!!!' }))
    expect(await count()).toBe(2)
  })

  it('stores at most max_messages per client within the window, other clients unaffected', async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => as('service_role', (tx) => submit(tx, row)).then((r) => r.rows[0]!.outcome)))
    expect(outcomes.filter((o) => o === 'stored')).toHaveLength(5)
    expect(outcomes.filter((o) => o === 'rate_limited')).toHaveLength(15)
    expect((await as('service_role', (tx) => submit(tx, { ...row, client_key: 'other' }))).rows[0]!.outcome).toBe('stored')
    expect(await count()).toBe(6)
  })

  it('counts only messages inside the window', async () => {
    await db.query(
      "insert into public.contact_messages (received_at, client_key, name, email, message) select now() - interval '11 minutes', 'k1', 'Mette Hansen', 'mette@example.dk', 'En ældre besked her.' from generate_series(1, 5)",
    )
    expect((await as('service_role', (tx) => submit(tx, row))).rows[0]!.outcome).toBe('stored')
  })
})
