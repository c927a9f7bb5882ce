import { pageShellSchema } from './page.ts'
import { sectionSchemas } from './sections/index.ts'
import { servicesSchema, siteSchema } from './site.ts'

/**
 * The JSON Schema files editors read through each content file's "$schema",
 * generated from the same schema objects ajv and TypeScript use (`npm run schemas`).
 */
export function jsonSchemaFiles(): Record<string, object> {
  const page = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Page definition',
    ...pageShellSchema,
    properties: {
      ...pageShellSchema.properties,
      sections: { ...pageShellSchema.properties.sections, items: { anyOf: Object.values(sectionSchemas) } },
    },
  }
  return {
    'page.schema.json': page,
    'site.schema.json': { $schema: 'http://json-schema.org/draft-07/schema#', title: 'Site configuration', ...siteSchema },
    'services.schema.json': { $schema: 'http://json-schema.org/draft-07/schema#', title: 'Services', ...servicesSchema },
  }
}

export const JSON_SCHEMA_DIR = 'schemas/json'
