import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * A short silent clip from a case that plays muted and looping while it is in view (never under
 * prefers-reduced-motion), showing its poster until then. Nothing downloads before it is near.
 */
export const caseVideoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'video', 'poster', 'width', 'height'],
  properties: {
    ...sectionBase('caseVideo'),
    /** The section heading (h2). */
    title: textSchema,
    /** An optional sentence beside the video. */
    lead: textSchema,
    /** Video file under the media base URL, e.g. "cases/cph-flyt.mp4". */
    video: { type: 'string', pattern: '^[^/].*\\.(mp4|webm)$' },
    /** Poster image under the media base URL, shown until the video plays. */
    poster: { type: 'string', pattern: '^[^/].*\\.(png|jpe?g|webp)$' },
    /** The video's width in pixels (9:16 and 16:9 both work). */
    width: { type: 'integer', minimum: 1 },
    /** The video's height in pixels. */
    height: { type: 'integer', minimum: 1 },
    /** What the video shows, for screen readers. */
    description: textSchema,
  },
} as const satisfies JSONSchema

export type CaseVideoSection = FromSchema<typeof caseVideoSchema>
