import type { FromSchema, JSONSchema } from 'json-schema-to-ts'

/**
 * Routes from SPEC.md's route table whose pages are not built yet. Content may link to them
 * meanwhile; `npm run check` reports how many are left and fails once one of them is built but still listed.
 */
export const plannedRoutesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['routes'],
  properties: {
    $schema: { type: 'string' },
    /** Each planned route, e.g. "/services/google-ads". */
    routes: { type: 'array', items: { type: 'string', pattern: '^/[a-z0-9/-]*$' } },
  },
} as const satisfies JSONSchema

export type PlannedRoutes = FromSchema<typeof plannedRoutesSchema>
