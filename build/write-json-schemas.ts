// Writes schemas/json/**.schema.json from the TypeScript schema objects and the collections' ids, for editor autocompletion.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { collectionIds } from '../content/collectionIds.ts'
import { JSON_SCHEMA_DIR, jsonSchemaFiles } from './jsonSchemaFiles.ts'

for (const [name, schema] of Object.entries(await jsonSchemaFiles(collectionIds()))) {
  const file = join(JSON_SCHEMA_DIR, name)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`)
  console.log(`wrote ${file}`)
}
