import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef } from '../contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../resolvedContent.ts'
import { slugSchema, textSchema } from '../shared.ts'

/** A short video (ad or sample) played in a vertical player. */
export const videoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'video', 'poster', 'duration'],
  properties: {
    /** Stable id. */
    id: slugSchema,
    /** Title in the list. */
    title: textSchema,
    /** The client the video was made for (data/collections/clients.json); none on service pages. */
    client: itemRef('clients', 'name'),
    /** Video file under the media base URL, e.g. "videos/cph-flyt.mp4". */
    video: { type: 'string', pattern: '^[^/].*\\.(mp4|webm)$' },
    /** Poster image under the media base URL. */
    poster: { type: 'string', pattern: '^[^/].*\\.(png|jpe?g|webp)$' },
    /** Length as shown, e.g. "0:32": the shipped file's length, rounded to whole seconds (`npm run check` compares them). */
    duration: { type: 'string', pattern: '^\\d+:\\d{2}$' },
    /** Views as shown, e.g. "120K": only a real, measured figure (the site invents none); leave out otherwise. */
    views: textSchema,
    /** One line about the video. */
    description: textSchema,
    /** Where it ran, e.g. "TikTok". */
    platform: textSchema,
  },
} as const satisfies JSONSchema

export type Video = ResolvedFromSchema<typeof videoSchema, ItemsOf<'clients', 'name'>>
