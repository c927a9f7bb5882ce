/** Where `npm run schemas` writes the editor JSON Schemas (apart from jsonSchemaFiles.ts, which needs the TypeScript compiler). */
export const JSON_SCHEMA_DIR = 'schemas/json'
