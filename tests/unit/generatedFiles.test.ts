// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectionIds } from '../../content/collectionIds.ts'
import { JSON_SCHEMA_DIR, jsonSchemaFiles } from '../../build/jsonSchemaFiles.ts'
import { listPageFiles } from '../../content/pageFiles.ts'
import { THEME_CSS_FILE, themeCss } from '../../components/theme/themeCss.ts'

const schemaFiles = await jsonSchemaFiles(collectionIds())

describe('editor JSON Schemas', () => {
  it.each(Object.entries(schemaFiles))('%s is up to date with the TypeScript schemas (run "npm run schemas")', (name, schema) => {
    expect(JSON.parse(readFileSync(join(JSON_SCHEMA_DIR, name), 'utf8'))).toEqual(JSON.parse(JSON.stringify(schema)))
  })

  it('every page file points its $schema at the page schema', () => {
    for (const file of listPageFiles()) {
      const { $schema } = JSON.parse(readFileSync(file, 'utf8')) as { $schema?: string }
      const depth = file.split('/').length - 1
      expect($schema, file).toBe(`${'../'.repeat(depth)}${JSON_SCHEMA_DIR}/page.schema.json`)
    }
  })
})

describe('theme CSS variables', () => {
  it('components/theme/theme-variables.css is up to date with components/theme/theme.ts (run "npm run theme")', () => {
    expect(readFileSync(THEME_CSS_FILE, 'utf8')).toBe(themeCss())
  })
})
