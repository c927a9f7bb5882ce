// Writes schemas/json/*.schema.json from the TypeScript schema objects, for editor autocompletion.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSON_SCHEMA_DIR, jsonSchemaFiles } from '../schemas/jsonSchemaFiles.ts'

mkdirSync(JSON_SCHEMA_DIR, { recursive: true })
for (const [name, schema] of Object.entries(await jsonSchemaFiles())) {
  writeFileSync(join(JSON_SCHEMA_DIR, name), `${JSON.stringify(schema, null, 2)}\n`)
  console.log(`wrote ${join(JSON_SCHEMA_DIR, name)}`)
}
