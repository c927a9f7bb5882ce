import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import type { JSONSchema } from 'json-schema-to-ts'
import { pageShellSchema, type PageDefinition } from '../schemas/page.ts'
import { sectionSchemas, sectionTypes, type SectionType } from '../schemas/sections/index.ts'
import { ContentError, suggest, type ContentIssue } from './contentIssues.ts'

// Server/build-only module: ajv and the schemas never reach the browser bundle.
const ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true, strictRequired: false })
const sectionValidators = Object.fromEntries(
  sectionTypes.map((type) => [type, ajv.compile(sectionSchemas[type])]),
) as Record<SectionType, ValidateFunction>
const validatePageShell = ajv.compile(pageShellSchema)
const compiled = new WeakMap<object, ValidateFunction>()

/** Ajv's instance path ("/stats/0/value") as a readable field path ("stats[0].value"). */
function fieldPath(instancePath: string, extra?: string): string {
  const segments = instancePath.split('/').slice(1)
  if (extra) segments.push(extra)
  return segments.reduce((path, seg) => (/^\d+$/.test(seg) ? `${path}[${seg}]` : path ? `${path}.${seg}` : seg), '')
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** Turns one ajv error into a content issue with a human message and, where possible, the allowed values. */
function toIssue(error: ErrorObject, base: Omit<ContentIssue, 'message'>): ContentIssue {
  const at = (extra?: string) => fieldPath(error.instancePath, extra) || undefined
  const schemaProps = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties
  switch (error.keyword) {
    case 'required': {
      const { missingProperty } = error.params as { missingProperty: string }
      return { ...base, field: at(missingProperty), message: 'required field is missing' }
    }
    case 'additionalProperties': {
      const { additionalProperty } = error.params as { additionalProperty: string }
      const allowed = Object.keys(schemaProps ?? {}).filter((k) => k !== 'id' && k !== 'type' && k !== '$schema')
      return { ...base, field: at(additionalProperty), message: 'unknown field', hint: suggest(additionalProperty, allowed) }
    }
    case 'type':
      return { ...base, field: at(), message: `${error.message}, got ${describe(error.data)}` }
    case 'const': {
      const { allowedValue } = error.params as { allowedValue: unknown }
      return { ...base, field: at(), message: `must be ${JSON.stringify(allowedValue)}` }
    }
    case 'enum': {
      const { allowedValues } = error.params as { allowedValues: unknown[] }
      const hint = suggest(String(error.data), allowedValues.map(String))
      return { ...base, field: at(), message: `unknown value ${JSON.stringify(error.data)}`, hint }
    }
    case 'discriminator': {
      const { tag, tagValue } = error.params as { tag: string; tagValue: unknown }
      const options = ((error.parentSchema as { oneOf?: { properties: Record<string, { const: string }> }[] }).oneOf ?? [])
        .map((s) => s.properties[tag]?.const)
        .filter((v): v is string => typeof v === 'string')
      const message = tagValue === undefined ? 'required field is missing' : `unknown ${tag} ${JSON.stringify(tagValue)}`
      return { ...base, field: at(tag), message, hint: suggest(String(tagValue ?? ''), options) }
    }
    default:
      return { ...base, field: at(), message: error.message ?? 'is invalid' }
  }
}

function issuesFrom(errors: ErrorObject[] | null | undefined, base: Omit<ContentIssue, 'message'>): ContentIssue[] {
  return (errors ?? []).map((error) => toIssue(error, base))
}

/** Validates any JSON value against a schema; returns the issues (empty when valid). */
export function validateAgainst(schema: JSONSchema & object, value: unknown, file: string): ContentIssue[] {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    compiled.set(schema, validate)
  }
  return validate(value) ? [] : issuesFrom(validate.errors, { file })
}

/**
 * Checks a page file: its head, that each section has a known type, matches that type's schema,
 * and has an id no other section on the page uses. Returns the typed page or throws ContentError
 * listing every problem found.
 */
export function validatePage(file: string, json: unknown): PageDefinition {
  if (!validatePageShell(json)) throw new ContentError(issuesFrom(validatePageShell.errors, { file }))
  const page = json as { head: unknown; sections: { id: unknown; type: unknown }[] }
  const issues: ContentIssue[] = []
  const seenIds = new Map<string, number>()
  page.sections.forEach((section, index) => {
    const position = index + 1
    const id = String(section.id)
    const type = String(section.type)
    const where = { file, section: { position, id, type } }
    const firstPosition = seenIds.get(id)
    if (firstPosition !== undefined) {
      issues.push({ ...where, field: 'id', message: `duplicate section id "${id}", already used by section ${firstPosition}` })
    } else seenIds.set(id, position)
    if (!(sectionTypes as string[]).includes(type)) {
      issues.push({ ...where, field: 'type', message: `unknown section type "${type}"`, hint: suggest(type, sectionTypes) })
      return
    }
    const validate = sectionValidators[type as SectionType]
    if (!validate(section)) issues.push(...issuesFrom(validate.errors, where))
  })
  if (issues.length > 0) throw new ContentError(issues)
  return json as PageDefinition
}
