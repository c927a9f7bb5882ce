import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** The home page's opening section: headline, key figures, booking buttons and the client logo strip. */
export const heroSchema = {
  title: 'Forsidens topbillede',
  description: 'Forsidens første sektion: hovedoverskrift, nøgletal, knapper til booking og en række kundelogoer.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'lead', 'stats', 'actions', 'logos'],
  properties: {
    ...sectionBase('hero'),
    /** Small label above the headline. */
    eyebrow: { ...textSchema, title: 'Overlinje', description: 'Lille tekst over overskriften.' },
    /** The page's main headline (rendered as h1). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sidens hovedoverskrift.' },
    /** One or two sentences under the headline. */
    lead: { ...textSchema, title: 'Indledning', description: 'En eller to sætninger under overskriften.' },
    /** Headline figures, e.g. { "value": "27", "label": "måneders gennemsnitligt samarbejde" }. */
    stats: {
      title: 'Nøgletal',
      description: 'Store tal under teksten, f.eks. "27" med teksten "måneders gennemsnitligt samarbejde".',
      type: 'array',
      minItems: 1,
      maxItems: 6,
      items: {
        title: 'Nøgletal',
        description: 'Et nøgletal: tallet, en eventuel enhed og hvad det betyder.',
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        properties: {
          /** The figure as shown, e.g. "10,4M". */
          value: { ...textSchema, title: 'Tal', description: 'Tallet som det vises, f.eks. "10,4M".' },
          /** Unit after the figure, e.g. "kr." or "år". */
          unit: { ...textSchema, title: 'Enhed', description: 'Enheden efter tallet, f.eks. "kr." eller "år".' },
          /** What the figure means. */
          label: { ...textSchema, title: 'Forklaring', description: 'Hvad tallet betyder.' },
        },
      },
    },
    /** Booking buttons; the first is the primary one. */
    actions: {
      title: 'Knapper',
      description: 'Knapper til booking; den første er den primære.',
      type: 'array',
      minItems: 1,
      maxItems: 2,
      items: { ...linkSchema, title: 'Knap', description: 'En knap: dens tekst og hvor den fører hen.' },
    },
    /** The client logo strip. */
    logos: {
      title: 'Logoer',
      description: 'Rækken af kundelogoer.',
      type: 'object',
      additionalProperties: false,
      required: ['title', 'clients'],
      properties: {
        /** Heading above the logos (visually small). */
        title: { ...textSchema, title: 'Overskrift', description: 'Den lille overskrift over logoerne.' },
        /** The clients whose logos are shown, "all" or ids in display order (data/collections/clients.json). */
        clients: {
          ...itemRefs('clients', 'logo'),
          title: 'Kunder',
          description: 'De kunder, hvis logoer vises: "all" for alle eller en liste af id\'er i den rækkefølge, de vises (fra samlingen clients).',
        },
      },
    },
  },
} as const satisfies JSONSchema

export type HeroSection = ResolvedFromSchema<typeof heroSchema, ItemsOf<'clients', 'logo'>>
