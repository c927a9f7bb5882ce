import type { JsonLd, PageInfo } from '../defineSection.ts'
import { absoluteUrl, mediaUrl } from '../../site/format.ts'
import type { TeamProfileSection } from './schema.ts'

/** A built-in member's page describes a person working for the agency (the content-system shell has none). */
export function structuredData({ member }: TeamProfileSection, { route, site }: PageInfo): JsonLd | undefined {
  return (
    member && {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: member.name,
      jobTitle: member.role,
      description: member.bio,
      url: absoluteUrl(route, site),
      image: new URL(mediaUrl(member.image.src, site.mediaBaseUrl), site.siteUrl).href,
      ...(member.email ? { email: `mailto:${member.email}` } : {}),
      ...(member.phone ? { telephone: member.phone } : {}),
      ...(member.linkedin ? { sameAs: [member.linkedin] } : {}),
      knowsAbout: member.expertise,
      worksFor: { '@type': 'Organization', name: site.brand, url: absoluteUrl('/', site) },
    }
  )
}
