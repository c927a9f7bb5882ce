import { loadDocComments, withDocComments } from './docComments.ts'
import { pageShellSchema } from './page.ts'
import { sectionSchemas } from './sections/index.ts'
import { servicesSchema, siteSchema } from './site.ts'

/**
 * The JSON Schema files editors read through each content file's "$schema",
 * generated from the same schema objects ajv and TypeScript use (`npm run schemas`),
 * with each property's doc comment as its `description`.
 */
export async function jsonSchemaFiles(): Promise<Record<string, object>> {
  const schemas = withDocComments({ pageShellSchema, sectionSchemas, siteSchema, servicesSchema }, await loadDocComments())
  const shell = schemas.pageShellSchema
  const page = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Page definition',
    ...shell,
    properties: {
      ...shell.properties,
      sections: { ...shell.properties.sections, items: { anyOf: Object.values(schemas.sectionSchemas) } },
    },
  }
  return {
    'page.schema.json': page,
    'site.schema.json': { $schema: 'http://json-schema.org/draft-07/schema#', title: 'Site configuration', ...schemas.siteSchema },
    'services.schema.json': { $schema: 'http://json-schema.org/draft-07/schema#', title: 'Services', ...schemas.servicesSchema },
  }
}

export const JSON_SCHEMA_DIR = 'schemas/json'
