// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const dir = 'supabase/migrations'
const sql = readdirSync(dir)
  .filter((f) => f.endsWith('.sql'))
  .map((f) => readFileSync(join(dir, f), 'utf8'))
  .join('\n')
  .toLowerCase()

describe('database migrations', () => {
  it('create the contact_messages table with row-level security enabled', () => {
    expect(sql).toMatch(/create table if not exists public\.contact_messages/)
    expect(sql).toMatch(/alter table public\.contact_messages enable row level security/)
  })

  it('give anonymous clients no way to read or change messages', () => {
    expect(sql).not.toMatch(/create policy/)
    expect(sql).toMatch(/revoke all on table public\.contact_messages from anon, authenticated/)
    expect(sql).not.toMatch(/grant [^;]* to (anon|authenticated|public)/)
  })

  it('enforce the form limits in the database as well', () => {
    expect(sql).toContain('char_length(name) between 2 and 100')
    expect(sql).toContain('char_length(message) between 10 and 2000')
    expect(sql).toContain('char_length(email) <= 254')
    expect(sql).toContain('char_length(company) <= 200')
  })
})
