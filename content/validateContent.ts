import { Ajv, type ErrorObject } from 'ajv'
import type { JSONSchema } from 'json-schema-to-ts'
import { LINK_KEYWORD, MARKDOWN_KEYWORD, REFERENCE_KEYWORD } from '../schemas/contentKeywords.ts'
import { sectionSchemas, sectionTypes } from '../sections/definitions.ts'
import type { SectionType } from '../sections/types.ts'
import { suggest, type ContentIssue } from './contentIssues.ts'

/** A place validation marks for the build to act on (resolveMarks.ts): a reference, a Markdown text or a link; `parent[key]` is the value to replace. */
export interface ContentMark {
  keyword: typeof REFERENCE_KEYWORD | typeof MARKDOWN_KEYWORD | typeof LINK_KEYWORD
  /** The keyword's value in the schema, e.g. { name: "cases", view: "card" } or { topHeading: 2 }. */
  options: unknown
  /** Readable field path, e.g. "cases[0]". */
  field: string
  parent: Record<string | number, unknown>
  key: string | number
}

// Server/build-only module: ajv and the schemas never reach the browser bundle.
// `passContext`: each validation hands the keywords below its own list of marks (`this`).
const ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true, strictRequired: false, passContext: true })

/** Where one validation run records the marks it finds. */
type MarkList = { marks: ContentMark[] }
/** Where in the data ajv is when it calls a keyword. */
type DataPlace = { instancePath: string; parentData: Record<string | number, unknown>; parentDataProperty: string | number }
for (const keyword of [REFERENCE_KEYWORD, MARKDOWN_KEYWORD, LINK_KEYWORD] as const) {
  ajv.addKeyword({
    keyword,
    schemaType: ['object', 'boolean'],
    validate(this: MarkList, options: unknown, _data: unknown, _schema?: unknown, cxt?: DataPlace) {
      if (cxt?.parentData !== undefined)
        this.marks.push({ keyword, options, field: fieldPath(cxt.instancePath), parent: cxt.parentData, key: cxt.parentDataProperty })
      return true
    },
  })
}

/** Ajv's instance path ("/stats/0/value") as a readable field path ("stats[0].value"). */
function fieldPath(instancePath: string, extra?: string): string {
  const segments = instancePath.split('/').slice(1)
  if (extra) segments.push(extra)
  return segments.reduce((path, seg) => (/^\d+$/.test(seg) ? `${path}[${seg}]` : path ? `${path}.${seg}` : seg), '')
}

/** Turns one ajv error into a content issue with a human message and, where possible, the allowed values. */
function toIssue(error: ErrorObject, base: Omit<ContentIssue, 'message'>): ContentIssue {
  const at = (extra?: string) => fieldPath(error.instancePath, extra) || undefined
  const schemaProps = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties
  switch (error.keyword) {
    case 'required':
      return { ...base, field: at((error.params as { missingProperty: string }).missingProperty), message: 'required field is missing' }
    case 'additionalProperties': {
      const { additionalProperty } = error.params as { additionalProperty: string }
      const allowed = Object.keys(schemaProps ?? {}).filter((k) => k !== 'id' && k !== 'type' && k !== '$schema')
      return { ...base, field: at(additionalProperty), message: 'unknown field', hint: suggest(additionalProperty, allowed) }
    }
    case 'type': {
      const got = error.data === null ? 'null' : Array.isArray(error.data) ? 'array' : typeof error.data
      return { ...base, field: at(), message: `${error.message}, got ${got}` }
    }
    case 'const':
      return { ...base, field: at(), message: `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}` }
    case 'enum': {
      const hint = suggest(String(error.data), (error.params as { allowedValues: unknown[] }).allowedValues.map(String))
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

/** What a failed anyOf asks for: a reference's forms ("all", or ids of its collection), else any allowed form. */
function anyOfMessage(schema: { [REFERENCE_KEYWORD]?: { name: string }; anyOf?: { const?: unknown }[] } | undefined): string {
  const reference = schema?.[REFERENCE_KEYWORD]
  if (!reference) return 'must be one of the allowed forms'
  const all = schema.anyOf?.some((form) => form.const === 'all') ? '"all", or ' : ''
  return `must be ${all}ids of items in the ${reference.name} collection`
}

/** One line per field: ajv reports a failed anyOf and each of its branches, and what the anyOf asks for replaces the branches' errors. */
function issuesFrom(errors: ErrorObject[] | null | undefined, base: Omit<ContentIssue, 'message'>): ContentIssue[] {
  const list = errors ?? []
  const anyOfs = list.filter((e) => e.keyword === 'anyOf')
  const insideFailedAnyOf = (e: ErrorObject) =>
    e.keyword !== 'anyOf' && e.schemaPath.includes('/anyOf/') && anyOfs.some((a) => e.instancePath.startsWith(a.instancePath))
  return list
    .filter((e) => !insideFailedAnyOf(e))
    .map((error) => {
      if (error.keyword !== 'anyOf') return toIssue(error, base)
      return { ...base, field: fieldPath(error.instancePath) || undefined, message: anyOfMessage(error.parentSchema as Parameters<typeof anyOfMessage>[0]) }
    })
}

/** The result of validating one value: its issues, and (when valid) the marks the build acts on. */
export interface Validation {
  issues: ContentIssue[]
  marks: ContentMark[]
}

/** Validates any JSON value against a schema (ajv compiles each schema object once and keeps it). */
export function validateAgainst(schema: JSONSchema & object, value: unknown, base: Omit<ContentIssue, 'message'> | string): Validation {
  const validate = ajv.compile(schema)
  const found: MarkList = { marks: [] }
  if (validate.call(found, value)) return { issues: [], marks: found.marks }
  return { issues: issuesFrom(validate.errors, typeof base === 'string' ? { file: base } : base), marks: [] }
}

/** Checks one section: known type, matching that type's schema. Duplicate ids are the page's concern. */
export function validateSection(file: string, position: number, section: { id?: unknown; type?: unknown }): Validation {
  const id = String(section.id)
  const type = String(section.type)
  const where = { file, section: { position, id, type } }
  if (!(sectionTypes as string[]).includes(type)) {
    return { issues: [{ ...where, field: 'type', message: `unknown section type "${type}"`, hint: suggest(type, sectionTypes) }], marks: [] }
  }
  return validateAgainst(sectionSchemas[type as SectionType], section, where)
}
