import type { ContentIssue } from '../contentIssues.ts'
import type { LoadedPage } from '../loadPages.ts'
import type { ItemsByCollection } from '../resolveMarks.ts'

const CLIENTS_FILE = 'data/collections/clients.json'
const TESTIMONIALS_FILE = 'data/collections/testimonials.json'
const teamFile = (id: string) => `data/collections/team/${id}.json`
const caseFile = (id: string) => `data/collections/cases/${id}.json`

interface ClientItem {
  id: string
  name: string
  industry: string
  contact?: { name: string; role: string }
  case?: string
  demo?: true
}

/** A person named somewhere in the content: who they are said to be, and where. */
interface Mention {
  name: string
  role: string
  company: string
  teamMember: boolean
  where: Omit<ContentIssue, 'message'>
}

/**
 * One demo world: a person has one role at one company wherever named; a client company is written
 * once, with one contact person, who is the one quoted wherever the company is; agency team members
 * are never quoted as clients. Every client either has its case (whose company and industry it
 * matches) or is marked as a demo client, and a case page quotes its own client.
 */
export function checkPeople(items: ItemsByCollection, pages: ReadonlyMap<string, LoadedPage>, brand: string): ContentIssue[] {
  const issues: ContentIssue[] = []
  const clients = items.clients as unknown as ClientItem[]
  const mentions: Mention[] = [
    ...items.team.map((member) => ({
      name: String(member.name),
      role: String(member.role),
      company: brand,
      teamMember: true,
      where: { file: teamFile(member.id), field: 'name' },
    })),
    ...clients.flatMap((client) =>
      client.contact
        ? [{ ...client.contact, company: client.name, teamMember: false, where: { file: CLIENTS_FILE, item: client.id, field: 'contact.name' } }]
        : [],
    ),
  ]
  const firstByName = new Map<string, Mention>()
  for (const mention of mentions) {
    const first = firstByName.get(mention.name)
    if (!first) {
      firstByName.set(mention.name, mention)
      continue
    }
    const at = `${first.where.file}${first.where.item ? ` item "${first.where.item}"` : ''}`
    const message =
      first.teamMember && !mention.teamMember
        ? `agency team member ${mention.name} (${first.role}, ${first.company}, ${at}) is quoted as a client: ${mention.role}, ${mention.company}`
        : `${mention.name} appears with two roles or companies: ${first.role}, ${first.company} (${at}) and ${mention.role}, ${mention.company}`
    issues.push({ ...mention.where, message })
  }

  const clientByName = new Map<string, ClientItem>()
  for (const client of clients) {
    const where = { file: CLIENTS_FILE, item: client.id }
    const twin = clientByName.get(client.name)
    if (twin)
      issues.push({
        ...where,
        field: 'name',
        message: `"${client.name}" is already client "${twin.id}": a company is one client, quoted under one contact person`,
      })
    else clientByName.set(client.name, client)
    if (client.case === undefined && !client.demo) issues.push({ ...where, field: 'case', message: 'a client without a case must be marked "demo": true' })
    if (client.case !== undefined && client.demo)
      issues.push({ ...where, field: 'demo', message: `a client with a case (${client.case}) is not a demo client` })
    if (client.case === undefined) continue
    const story = items.cases.find((item) => item.id === client.case)
    if (!story) {
      issues.push({ ...where, field: 'case', message: `no case "${client.case}" in data/collections/cases/` })
      continue
    }
    for (const field of ['company', 'industry'] as const) {
      const own = field === 'company' ? client.name : client.industry
      if (story[field] !== own)
        issues.push({ file: caseFile(story.id), field, message: `is "${String(story[field])}" but its client "${client.id}" in ${CLIENTS_FILE} says "${own}"` })
    }
  }
  for (const story of items.cases) {
    const owners = clients.filter((client) => client.case === story.id)
    if (owners.length !== 1)
      issues.push({ file: caseFile(story.id), message: `must be the case of exactly one client in ${CLIENTS_FILE}, not ${owners.length}` })
  }

  // Whoever is quoted speaks for the client: the client needs its contact person.
  const quoted = (client: { id: string; contact?: unknown }, where: Omit<ContentIssue, 'message'>) => {
    if (!client.contact) issues.push({ ...where, message: `quotes client "${client.id}", which has no contact person in ${CLIENTS_FILE}` })
  }
  for (const testimonial of items.testimonials) quoted(testimonial.client as ClientItem, { file: TESTIMONIALS_FILE, item: testimonial.id, field: 'client' })
  for (const { route, file, page } of pages.values()) {
    page.sections.forEach((section, index) => {
      if (section.type !== 'caseQuote') return
      const where = { file, section: { position: index + 1, id: section.id, type: section.type }, field: 'client' }
      const client = section.client as ClientItem
      quoted(client, where)
      const own = clients.find((candidate) => candidate.id === client.id)?.case
      if (`/cases/${own}` !== route) issues.push({ ...where, message: `quotes client "${client.id}" on ${route}; a case page quotes only its own client` })
    })
  }
  return issues
}
