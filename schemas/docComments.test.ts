// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { personSchema } from '../tests/unit/fixtures/docCommentsSchema.ts'
import { loadDocComments, withDocComments } from './docComments.ts'
import { pageHeadSchema } from './page.ts'

const fixture = fileURLToPath(new URL('../tests/unit/fixtures/docCommentsSchema.ts', import.meta.url))

const person = withDocComments(personSchema, await loadDocComments([fixture]))

describe('withDocComments', () => {
  it('gives a documented property its doc comment as description', () => {
    expect(person.properties.firstName).toEqual({ type: 'string', minLength: 1, description: 'The given name.' })
  })

  it('describes one shared child object differently under each property', () => {
    expect(personSchema.properties.firstName).toBe(personSchema.properties.lastName)
    expect(person.properties.firstName).toHaveProperty('description', 'The given name.')
    expect(person.properties.lastName).toHaveProperty('description', 'The family name, written as on the passport.')
  })

  it('keeps a description already in the schema', () => {
    expect(person.properties.email).toHaveProperty('description', 'E-mail address')
  })

  it('reaches properties nested in items, and in an object returned by a function', () => {
    expect(person.properties.pets.items.properties.name).toHaveProperty('description', 'What the pet answers to.')
    expect(person.properties.id).toEqual({ type: 'string', description: "Comes from a function's returned object." })
  })

  it('copies without touching the original', () => {
    expect(personSchema.properties.firstName).not.toHaveProperty('description')
    expect(person).not.toHaveProperty('description')
  })

  it('reads all of schemas/ by default', async () => {
    const head = withDocComments(pageHeadSchema, await loadDocComments())
    expect(head.properties.title).toHaveProperty('description', 'The <title>; keep it under about 60 characters.')
    expect(head.properties.social.properties.image).toHaveProperty('description', 'Image path under /public, e.g. "/og/default.png" (1200x630).')
  })
})
