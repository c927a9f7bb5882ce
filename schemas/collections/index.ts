import type { JSONSchema } from 'json-schema-to-ts'
import { articleSchema, type Article } from './article.ts'
import { caseSchema, type Case } from './case.ts'
import { clientSchema, type Client } from './client.ts'
import { cookiePurposeSchema, type CookiePurpose } from './cookiePurpose.ts'
import { creativeSchema, type Creative } from './creative.ts'
import { faqSetSchema, type FaqSet } from './faqSet.ts'
import { serviceSchema, type Service } from './service.ts'
import { teamMemberSchema, type TeamMember } from './teamMember.ts'
import { testimonialSchema, type Testimonial } from './testimonial.ts'
import { videoSchema, type Video } from './video.ts'
import { websiteShowcaseSchema, type WebsiteShowcase } from './websiteShowcase.ts'

/** How a collection is stored under data/collections. */
interface CollectionDefinition {
  /** The schema every item must match. */
  schema: JSONSchema & object
  /**
   * "file": one file `<name>.json` holding `{ "items": [...] }`, each item with an `id`.
   * "folder": one file per item, `<name>/<id>.json`; the file name is the id.
   */
  storage: 'file' | 'folder'
  /** Items have their own pages at `<pages>/<id>`; `npm run check` proves each has one. */
  pages?: string
  /** Folder collections: this Markdown field is read from `<id>.md` beside the item's file. */
  markdownBody?: string
  /** Named selections of fields a section may receive; only these fields reach the browser. */
  views: Record<string, readonly string[]>
}

/** Every collection of shared content. Add a collection here, with its schema in this folder. */
export const collections = {
  services: {
    schema: serviceSchema,
    storage: 'file',
    pages: '/services',
    views: {
      link: ['id', 'title'],
      tile: ['id', 'title', 'summary', 'icon'],
      card: ['id', 'title', 'description', 'icon', 'features'],
      related: ['id', 'title', 'summary'],
    },
  },
  cases: {
    schema: caseSchema,
    storage: 'folder',
    pages: '/cases',
    views: {
      card: ['id', 'title', 'company', 'type', 'industry', 'image', 'metrics', 'services', 'results'],
      hero: ['id', 'title', 'company', 'description', 'industry', 'image', 'duration', 'services', 'highlights'],
    },
  },
  articles: {
    schema: articleSchema,
    storage: 'folder',
    pages: '/blog',
    markdownBody: 'body',
    views: {
      card: ['id', 'title', 'excerpt', 'category', 'date', 'readTime', 'image'],
      header: ['id', 'title', 'category', 'date', 'readTime', 'image'],
      full: ['id', 'title', 'excerpt', 'category', 'date', 'readTime', 'image', 'ctaLabel', 'body'],
    },
  },
  team: {
    schema: teamMemberSchema,
    storage: 'folder',
    pages: '/team',
    views: { card: ['id', 'name', 'role', 'bio', 'expertise', 'image', 'linkedin', 'email', 'phone'] },
  },
  clients: {
    schema: clientSchema,
    storage: 'file',
    views: { name: ['id', 'name'], logo: ['id', 'name', 'logo'], quoted: ['id', 'name', 'contact'] },
  },
  testimonials: { schema: testimonialSchema, storage: 'file', views: { card: ['id', 'client', 'rating', 'text'] } },
  videos: {
    schema: videoSchema,
    storage: 'file',
    views: { player: ['id', 'title', 'client', 'video', 'poster', 'duration', 'views', 'description', 'platform'] },
  },
  creatives: { schema: creativeSchema, storage: 'file', views: { gallery: ['id', 'title', 'platform', 'image'] } },
  websites: { schema: websiteShowcaseSchema, storage: 'file', views: { showcase: ['id', 'client', 'url', 'description', 'previewType', 'screenshot'] } },
  faqs: { schema: faqSetSchema, storage: 'file', views: { accordion: ['id', 'items'] } },
  cookiePurposes: { schema: cookiePurposeSchema, storage: 'file', views: { policy: ['id', 'label', 'heading', 'description', 'cookies', 'services'] } },
} as const satisfies Record<string, CollectionDefinition>

export type Collections = typeof collections
export type CollectionName = keyof Collections
export const collectionNames = Object.keys(collections) as CollectionName[]

/** The item type of each collection (every item has an `id`). */
export interface CollectionItems {
  services: Service
  cases: Case
  articles: Article
  team: TeamMember
  clients: Client
  testimonials: Testimonial
  videos: Video
  creatives: Creative
  websites: WebsiteShowcase
  faqs: FaqSet
  cookiePurposes: CookiePurpose
}

/** The fields of a collection item that one view hands to a section. */
export type ViewOf<C extends CollectionName, V extends keyof Collections[C]['views']> = Pick<
  CollectionItems[C],
  Extract<(Collections[C]['views'][V] & readonly string[])[number], keyof CollectionItems[C]>
>
