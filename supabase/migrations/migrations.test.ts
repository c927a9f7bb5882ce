// @vitest-environment node
// The migrations applied to a real Postgres (PGlite, in-process; the attribution checks on a real
// PostgreSQL server too) after the hosted backend's roles, then used as each role would use them.
import { readFileSync } from 'node:fs'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openContactDatabase } from '../../server/database/contactDatabase.ts'
import { ATTRIBUTION_FIELDS, ATTRIBUTION_LIMITS } from '../functions/_shared/attributionRules.ts'
import { attributionColumn as column } from '../functions/_shared/postgrestMessageStore.ts'
import { pgliteEngine as pgliteWith, realPostgresEngine as realPostgresWith, type SqlEngine } from '../../tests/sqlEngines.ts'

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

/** The migration that moved click IDs out of the landing page's query: rows stored before it are inserted just before it runs. */
const CLICK_ID_MIGRATION = '20261128090000_lead_click_ids.sql'

/**
 * Messages stored before that migration, as the pages of the time sent them: the landing page with
 * its whole query (the UTM values also in their columns), whatever a link put there included.
 */
const EARLIER_ROWS = `
insert into public.contact_messages (client_key, name, email, message, landing_page, utm_source, utm_medium, utm_campaign) values
  ('before-google', 'Mette Hansen', 'mette@example.dk', 'En besked fra før klik-id''erne.',
   '/ydelser/google-ads?utm_source=google&utm_medium=cpc&gclid=Cj0K-abc_1&gbraid=0AAAA&wbraid=CkJ-x&email=a%40b.dk&token=hemmelig', 'google', 'cpc', ''),
  ('before-meta', 'Jonas Berg', 'jonas@example.dk', 'En anden besked fra før.',
   '/?fbclid=IwAR%2B1&utm_campaign=for%C3%A5r+2026&utm_campaign=second#top', '', '', ''),
  ('before-plain', 'Sofie Lund', 'sofie@example.dk', 'Uden nogen kampagne.', '/om-os', '', '', ''),
  ('before-fragment', 'Ida Krog', 'ida@example.dk', 'Med et anker i adressen.', '/kontakt#formular', '', '', '');`

/** The engines, with the earlier rows stored just before the click-ID migration. */
const pgliteEngine = () => pgliteWith({ [CLICK_ID_MIGRATION]: EARLIER_ROWS })
const realPostgresEngine = () => realPostgresWith({ [CLICK_ID_MIGRATION]: EARLIER_ROWS })

/** A call of the submit function by name, as the REST interface makes it; `attribution` maps columns to SQL expressions. */
const submitByName = (clientKey: string, attribution: Record<string, string> = {}) =>
  `select public.submit_contact_message(client_key => '${clientKey}', name => 'Mette Hansen', email => 'mette@example.dk', company => '',
     business_type => '', budget => '', message => 'Vi vil gerne høre om Google Ads.', max_messages => 5, window_seconds => 600${Object.entries(attribution)
       .map(([name, value]) => `, ${name} => ${value}`)
       .join('')})`

const campaign = {
  landing_page: "'/ydelser/google-ads'",
  referrer_host: "'www.google.com'",
  utm_source: "'google'",
  utm_medium: "'cpc'",
  utm_campaign: "'vinter'",
  utm_term: "'google ads bureau'",
  utm_content: "'annonce-a'",
  gclid: "'Cj0K-test'",
  gbraid: "''",
  wbraid: "''",
  fbclid: "''",
  marketing_consent: 'true',
}

/** The columns a stored lead is read back by, joined with '|'. */
const LEAD_COLUMNS = `landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, gbraid, wbraid, fbclid, marketing_consent::text`

/** The columns of contact_messages besides the attribution's: the message, its sender's key and when it came. */
const MESSAGE_COLUMNS = ['id', 'received_at', 'client_key', 'name', 'email', 'company', 'business_type', 'budget', 'message', 'marketing_consent']

/** The README's export for Google Ads' offline conversion import (the SQL block that names "Google Click ID"). */
function readmeExportQuery(): string {
  const block = [...readFileSync('README.md', 'utf8').matchAll(/```sql\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .find((sql) => sql.includes('"Google Click ID"'))
  if (!block) throw new Error('README.md has no SQL block naming "Google Click ID"')
  return block.trim().replace(/;$/, '')
}

describe.each([
  ['PGlite', pgliteEngine],
  ['a real PostgreSQL server', realPostgresEngine],
])('attribution on %s', (_, start) => {
  let engine: SqlEngine
  beforeAll(async () => {
    engine = await start()
  }, 120_000)
  afterAll(() => engine?.close())

  const stored = (clientKey: string) => engine.run(`select concat_ws('|', ${LEAD_COLUMNS}) from public.contact_messages where client_key = '${clientKey}'`)

  it('stores the attribution, the click IDs and the consent to marketing given to the submit function', async () => {
    expect(await engine.run(submitByName('attributed', campaign), 'service_role')).toBe('stored')
    expect(await stored('attributed')).toBe('/ydelser/google-ads|www.google.com|google|cpc|vinter|google ads bureau|annonce-a|Cj0K-test||||true')
  })

  it('stores unknown attribution as empty text, and no consent to marketing, when a caller sends only the earlier arguments', async () => {
    expect(await engine.run(submitByName('earlier-caller'), 'service_role')).toBe('stored')
    expect(await stored('earlier-caller')).toBe('|||||||||||false')
  })

  it('stores only the path of a landing page a function deployed before the click IDs sends with its query', async () => {
    const sent = { landing_page: "'/kontakt?gclid=TEST&email=a%40b.dk#formular'", utm_source: "'google'" }
    expect(await engine.run(submitByName('earlier-function', sent), 'service_role')).toBe('stored')
    expect(await stored('earlier-function')).toBe('/kontakt||google|||||||||false')
  })

  it('refuses a landing page with a query written to the table directly', async () => {
    await expect(
      engine.run(
        "insert into public.contact_messages (client_key, name, email, message, landing_page) values ('direct', 'Mette Hansen', 'mette@example.dk', 'En besked på over ti tegn.', '/kontakt?email=a%40b.dk')",
        'service_role',
      ),
    ).rejects.toThrow(/violates check constraint/)
  })

  it('gives the rows stored before it the same treatment: click IDs and UTM values moved to their columns, the rest of the query removed, the messages kept', async () => {
    const earlier = await engine.run(
      `select string_agg(concat_ws('|', client_key, name, message, ${LEAD_COLUMNS}), E'\\n' order by id) from public.contact_messages where client_key like 'before-%'`,
    )
    expect(earlier.split('\n')).toEqual([
      "before-google|Mette Hansen|En besked fra før klik-id'erne.|/ydelser/google-ads||google|cpc||||Cj0K-abc_1|0AAAA|CkJ-x||false",
      'before-meta|Jonas Berg|En anden besked fra før.|/||||forår 2026||||||IwAR+1|false',
      'before-plain|Sofie Lund|Uden nogen kampagne.|/om-os|||||||||||false',
      'before-fragment|Ida Krog|Med et anker i adressen.|/kontakt|||||||||||false',
    ])
    expect(await engine.run("select count(*) from public.contact_messages m where m.landing_page ~ '[?#]' or m::text ~ 'a%40b|a@b|hemmelig'")).toBe('0')
  })

  it("has exactly the shared rule set's limits in its length checks, one per attribution field, and no attribution column the rules do not know", async () => {
    const checks = await engine.run(
      "select string_agg(pg_get_constraintdef(oid), E'\\n') from pg_constraint where conrelid = 'public.contact_messages'::regclass and contype = 'c'",
    )
    const limits = new Map<string, number[]>()
    for (const [, name, limit] of checks.matchAll(/char_length\((\w+)\) <= (\d+)\)/g)) limits.set(name!, [...(limits.get(name!) ?? []), Number(limit)])
    for (const field of ATTRIBUTION_FIELDS) expect(limits.get(column(field)), field).toEqual([ATTRIBUTION_LIMITS[field]])
    const columns = await engine.run(
      "select string_agg(column_name, ',' order by column_name) from information_schema.columns where table_schema = 'public' and table_name = 'contact_messages'",
    )
    expect(columns.split(',')).toEqual([...MESSAGE_COLUMNS, ...ATTRIBUTION_FIELDS.map(column)].sort())
  })

  it('has replaced the earlier signatures: one submit function, taking the attribution, the click IDs and the consent', async () => {
    for (const earlier of [
      'text, text, text, text, text, text, text, integer, integer',
      'text, text, text, text, text, text, text, integer, integer, text, text, text, text, text, text, text',
    ]) {
      expect(await engine.run(`select (to_regprocedure('public.submit_contact_message(${earlier})') is null)::text`)).toBe('true')
    }
    const signatures = await engine.run(
      "select string_agg(pg_get_function_identity_arguments(p.oid), ';') from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.proname = 'submit_contact_message'",
    )
    expect(signatures.split(';')).toHaveLength(1)
    expect(signatures).toContain('fbclid text, marketing_consent boolean')
  })

  it.each(ATTRIBUTION_FIELDS)('limits %s to the characters the function allows, an emoji counting as one', async (field) => {
    const limit = ATTRIBUTION_LIMITS[field]
    const atLimit = { [column(field)]: `repeat('x', ${limit - 1}) || chr(128512)` }
    expect(await engine.run(submitByName(`limit-${field}`, atLimit), 'service_role')).toBe('stored')
    const beyond = { [column(field)]: `repeat('x', ${limit}) || chr(128512)` }
    await expect(engine.run(submitByName(`beyond-${field}`, beyond), 'service_role')).rejects.toThrow(/violates check constraint/)
    expect(await engine.run(`select count(*) from public.contact_messages where client_key = 'beyond-${field}'`)).toBe('0')
  })

  it.each(['anon', 'authenticated'])('%s cannot call the submit function with the attribution either', async (role) => {
    await expect(engine.run(submitByName(`as-${role}`, campaign), role)).rejects.toThrow(/permission denied/)
  })

  it("the README's export for Google Ads' offline conversion import lists only leads with a Google click ID whose sender allowed marketing when sending", async () => {
    const lead = (clientKey: string, gclid: string, consent: boolean) =>
      engine.run(submitByName(clientKey, { gclid: `'${gclid}'`, marketing_consent: String(consent) }), 'service_role')
    await lead('export-allowed', 'Cj0K-allowed', true)
    await lead('export-refused', 'Cj0K-refused', false)
    await lead('export-no-click', '', true)
    const exported = await engine.run(
      `select string_agg(concat_ws(',', "Google Click ID", "Conversion Name", "Conversion Time"), E'\\n') from (${readmeExportQuery()}) export`,
    )
    const clicks = exported.split('\n').map((line) => line.split(',')[0])
    expect(clicks).toContain('Cj0K-allowed')
    // Refused, or stored before the consent was recorded (a row the migration gave its click ID).
    for (const withoutConsent of ['Cj0K-refused', 'Cj0K-abc_1']) expect(clicks).not.toContain(withoutConsent)
    for (const line of exported.split('\n')) expect(line).toMatch(/^[\w-]+,[^,]+,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+0000$/)
  })
})
