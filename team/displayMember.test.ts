// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { bioDescription, bioPreview, displayFromCollection, firstName, type TeamCard } from './displayMember.ts'

const bio = (length: number) => 'a'.repeat(length)

describe('bio preview on the team list', () => {
  it('keeps a bio of exactly 120 characters whole, without "..."', () => {
    expect(bioPreview(bio(120))).toEqual({ text: bio(120), truncated: false })
  })

  it('cuts a bio of 121 characters to its first 120 and "..."', () => {
    const preview = bioPreview(`${bio(120)}b`)
    expect(preview).toEqual({ text: `${bio(120)}...`, truncated: true })
  })

  it('does not leave a space before the "..."', () => {
    expect(bioPreview(`${bio(119)} and more`).text).toBe(`${bio(119)}...`)
  })
})

describe('display member', () => {
  const item: TeamCard = {
    id: 'anna-berg',
    name: 'Anna Berg',
    role: 'Designer',
    bio: 'Kort bio.',
    expertise: ['Design'],
    image: { src: 'team/anna-berg.webp', alt: '', width: 480, height: 480 },
    email: 'anna@klikvaerk.dk',
  }

  it('turns a collection item into a built-in display member', () => {
    expect(displayFromCollection(item)).toEqual({
      slug: 'anna-berg',
      name: 'Anna Berg',
      role: 'Designer',
      image: 'team/anna-berg.webp',
      bio: 'Kort bio.',
      expertise: ['Design'],
      email: 'anna@klikvaerk.dk',
      isWordPress: false,
      isPlaceholder: false,
    })
  })

  it('takes the first name for "Book en dialog med {first name}"', () => {
    expect(firstName('Mads Kristensen')).toBe('Mads')
    expect(firstName('  Sofie   Lund ')).toBe('Sofie')
  })
})

describe('built-in member pages', () => {
  const ids = readdirSync('data/collections/team')
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))

  it('has four people, two of them owners, one bio over 120 characters, phones for some', () => {
    const members = ids.map((id) => JSON.parse(readFileSync(`data/collections/team/${id}.json`, 'utf8')) as TeamCard)
    expect(members).toHaveLength(4)
    expect(members.filter((member) => /medejer/i.test(member.role))).toHaveLength(2)
    expect(members.some((member) => member.bio.length > 120)).toBe(true)
    expect(members.some((member) => member.bio.length <= 120)).toBe(true)
    expect(members.filter((member) => member.phone).length).toBeGreaterThan(0)
    expect(members.filter((member) => member.phone).length).toBeLessThan(4)
  })

  it.each(ids)('/team/%s is described by the first 150 characters of the bio', (id) => {
    const member = JSON.parse(readFileSync(`data/collections/team/${id}.json`, 'utf8')) as TeamCard
    const page = JSON.parse(readFileSync(`data/pages/team/${id}.json`, 'utf8')) as { head: { description: string } }
    expect(page.head.description).toBe(bioDescription(member.bio))
    expect(member.bio.startsWith(page.head.description)).toBe(true)
    expect(page.head.description.length).toBeLessThanOrEqual(150)
  })
})
