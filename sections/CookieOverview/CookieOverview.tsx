import { consentMessages } from '../../consent/messages.ts'
import type { LegalBlock } from '../LegalClause/schema.ts'
import type { CookieOverviewSection } from './schema.ts'
import LegalClause from '../LegalClause/LegalClause.tsx'

/**
 * The cookie policy's clause on the cookies in use, written from the cookie purposes (the same items
 * the consent dialog shows): each purpose's subheading and description, then a table of every cookie
 * and a table of the third-party services with the consent each needs.
 */
export default function CookieOverview({ id, number, title, intro, purposes, cookieCaption, servicesIntro, servicesCaption }: CookieOverviewSection) {
  const t = consentMessages.overview
  const blocks: LegalBlock[] = [
    { kind: 'paragraph', text: intro },
    ...purposes.flatMap((purpose): LegalBlock[] => [
      { kind: 'subheading', text: purpose.heading },
      { kind: 'paragraph', text: purpose.description },
    ]),
    {
      kind: 'table',
      caption: cookieCaption,
      columns: [t.cookie, t.purpose, t.type, t.lifetime],
      rows: purposes.flatMap((purpose) => purpose.cookies.map((cookie) => [cookie.name, cookie.description, purpose.label, cookie.lifetime])),
    },
    { kind: 'paragraph', text: servicesIntro },
    {
      kind: 'table',
      caption: servicesCaption,
      columns: [t.service, t.provider, t.purpose, t.consent],
      rows: purposes.flatMap((purpose) => purpose.services.map((service) => [service.name, service.provider, service.description, purpose.label])),
    },
  ]
  return <LegalClause id={id} type="legalClause" number={number} title={title} blocks={blocks} />
}
