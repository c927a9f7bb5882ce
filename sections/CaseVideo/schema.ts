import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * A short silent clip from a case that plays muted and looping while it is in view (never under
 * prefers-reduced-motion), showing its poster until then. Nothing downloads before it is near.
 */
export const caseVideoSchema = {
  title: 'Casevideo',
  description:
    'Et kort klip fra en case, der afspilles lydløst i en løkke, mens det er på skærmen (aldrig, hvis den besøgende har slået bevægelse fra), med et stillbillede indtil da. Intet hentes, før klippet er tæt på.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'video', 'poster', 'width', 'height'],
  properties: {
    ...sectionBase('caseVideo'),
    /** The section heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift.' },
    /** An optional sentence beside the video. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning ved siden af videoen.' },
    /** Video file under the media base URL, e.g. "cases/cph-flyt.mp4". */
    video: {
      title: 'Videofil',
      description: 'Videofilen i mediearkivet (.mp4 eller .webm), f.eks. "cases/cph-flyt.mp4".',
      type: 'string',
      pattern: '^[^/].*\\.(mp4|webm)$',
    },
    /** Poster image under the media base URL, shown until the video plays. */
    poster: {
      title: 'Stillbillede',
      description: 'Billedet i mediearkivet (.png, .jpg eller .webp), der vises, indtil videoen afspilles.',
      type: 'string',
      pattern: '^[^/].*\\.(png|jpe?g|webp)$',
    },
    /** The video's width in pixels (9:16 and 16:9 both work). */
    width: { title: 'Bredde', description: 'Videoens bredde i pixels (både 9:16 og 16:9 virker).', type: 'integer', minimum: 1 },
    /** The video's height in pixels. */
    height: { title: 'Højde', description: 'Videoens højde i pixels.', type: 'integer', minimum: 1 },
    /** What the video shows, for screen readers. */
    description: { ...textSchema, title: 'Beskrivelse', description: 'Hvad videoen viser, til skærmlæsere.' },
  },
} as const satisfies JSONSchema

export type CaseVideoSection = FromSchema<typeof caseVideoSchema>
