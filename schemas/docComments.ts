// Carries the `/** doc comments */` written on schema properties into the schema objects as `description`,
// so the generated editor JSON Schemas show them (`npm run schemas`).
//
// 1. Parse each schema file with the TypeScript compiler and, for every exported const, note the doc comment
//    of each property at its path, e.g. linkSchema → ["properties"] → label: "Visible text of the link.".
// 2. Import the modules and follow those paths on the runtime objects to the `properties` object itself.
// 3. Key the docs by that `properties` object's identity + the property name: a shared child such as
//    `textSchema` sits under many properties with different docs, so it cannot carry them itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import ts from 'typescript'

/** Doc comment text per property name, per `properties` object (by identity). */
export type DocIndex = WeakMap<object, Map<string, string>>

/** A doc comment found in the source: on property `key` of the `properties` object at `path` under an export. */
interface DocEntry {
  file: string
  exportName: string
  path: (string | number)[]
  key: string
  text: string
}

/** A parsed schema file: its top-level declarations and what its imports refer to. */
interface ParsedFile {
  file: string
  source: ts.SourceFile
  declarations: Map<string, ts.Node>
  imports: Map<string, { file: string; name: string }>
}

const SCHEMAS_DIR = dirname(fileURLToPath(import.meta.url))

/** Every schema source file: `schemas/**\/*.ts` except the generated `json/` folder and tests, and each section's `sections/<Name>/schema.ts`. */
export function defaultSchemaFiles(): string[] {
  const sectionsDir = join(SCHEMAS_DIR, '..', 'sections')
  const sectionSchemas = readdirSync(sectionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(sectionsDir, entry.name, 'schema.ts')))
    .map((entry) => join(sectionsDir, entry.name, 'schema.ts'))
  const shared = readdirSync(SCHEMAS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.startsWith('json/'))
    .map((name) => join(SCHEMAS_DIR, name))
  return [...shared, ...sectionSchemas].sort()
}

/**
 * Reads the doc comments of the given schema files (default: all of `schemas/`) and indexes them by the
 * runtime `properties` objects they document. Imports those modules.
 */
export async function loadDocComments(schemaFiles: string[] = defaultSchemaFiles()): Promise<DocIndex> {
  const index: DocIndex = new WeakMap()
  const entries = collectDocEntries(schemaFiles.map((file) => resolve(file)))
  const modules = new Map<string, Record<string, unknown>>()
  for (const entry of entries) {
    if (!modules.has(entry.file)) modules.set(entry.file, await import(pathToFileURL(entry.file).href))
    const properties = valueAt(modules.get(entry.file)?.[entry.exportName], entry.path)
    if (typeof properties !== 'object' || properties === null) continue
    const docs = index.get(properties) ?? new Map<string, string>()
    if (!docs.has(entry.key)) docs.set(entry.key, entry.text)
    index.set(properties, docs)
  }
  return index
}

/**
 * A deep copy of `schema` in which each property schema documented in the source carries its doc comment as
 * `description`. A `description` already in the schema wins.
 */
export function withDocComments<T>(schema: T, docs: DocIndex): T {
  if (Array.isArray(schema)) return schema.map((item) => withDocComments(item, docs)) as T
  if (typeof schema !== 'object' || schema === null) return schema
  const propertyDocs = docs.get(schema)
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) {
    const child = withDocComments(value, docs)
    const text = propertyDocs?.get(key)
    copy[key] = text !== undefined && isObject(child) && !('description' in child) ? { description: text, ...child } : child
  }
  return copy as T
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce((current, key) => (isObject(current) || Array.isArray(current) ? (current as Record<string, unknown>)[key] : undefined), value)
}

/** The doc comment entries of every exported const in the files. */
function collectDocEntries(files: string[]): DocEntry[] {
  const parsed = new Map(files.map((file) => [file, parseFile(file)]))
  const entries: DocEntry[] = []
  for (const file of parsed.values()) {
    for (const statement of file.source.statements) {
      if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue
        const exportName = declaration.name.text
        const w: Walk = { files: parsed, found: [], following: new Set() }
        walk(declaration.initializer, file, [], false, w)
        entries.push(...w.found.map((entry) => ({ file: file.file, exportName, ...entry })))
      }
    }
  }
  return entries
}

function parseFile(file: string): ParsedFile {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const declarations = new Map<string, ts.Node>()
  const imports = new Map<string, { file: string; name: string }>()
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) declarations.set(d.name.text, d.initializer)
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      declarations.set(statement.name.text, statement)
    } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text.startsWith('.')) {
      const from = resolve(dirname(file), statement.moduleSpecifier.text)
      const bindings = statement.importClause?.namedBindings
      if (bindings && ts.isNamedImports(bindings)) {
        for (const s of bindings.elements) imports.set(s.name.text, { file: from, name: (s.propertyName ?? s.name).text })
      }
    }
  }
  return { file, source, declarations, imports }
}

/** What a walk shares: the parsed files, the docs found so far, and the declarations being followed. */
interface Walk {
  files: Map<string, ParsedFile>
  found: Omit<DocEntry, 'file' | 'exportName'>[]
  following: Set<ts.Node>
}

/**
 * Walks a schema expression, noting the docs of the members of every `properties` object. Follows object and
 * array literals, spreads, and names of consts and object-returning functions declared in the schema files.
 */
function walk(node: ts.Node, file: ParsedFile, path: (string | number)[], isPropertiesObject: boolean, w: Walk): void {
  const expression = unwrap(node)
  const follow = (target: { node: ts.Node; file: ParsedFile } | undefined) => {
    if (!target || w.following.has(target.node)) return
    w.following.add(target.node)
    walk(target.node, target.file, path, isPropertiesObject, w)
    w.following.delete(target.node)
  }
  if (ts.isObjectLiteralExpression(expression)) {
    for (const member of expression.properties) {
      if (ts.isSpreadAssignment(member)) walk(member.expression, file, path, isPropertiesObject, w)
      if (!ts.isPropertyAssignment(member) && !ts.isShorthandPropertyAssignment(member)) continue
      const key = propertyName(member.name)
      if (key === undefined) continue
      const text = isPropertiesObject ? docText(member) : undefined
      if (text) w.found.push({ path, key, text })
      const value = ts.isPropertyAssignment(member) ? member.initializer : member.name
      walk(value, file, [...path, key], key === 'properties' && !isPropertiesObject, w)
    }
  } else if (ts.isArrayLiteralExpression(expression)) {
    expression.elements.forEach((element, i) => walk(element, file, [...path, i], false, w))
  } else if (ts.isIdentifier(expression)) {
    follow(lookUp(expression.text, file, w.files))
  } else if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
    const target = lookUp(expression.expression.text, file, w.files)
    const returned = target && returnedExpression(target.node)
    if (returned) follow({ node: returned, file: target.file })
  }
}

/** The declaration a name refers to in a file: its own top-level const/function, or what it imports. */
function lookUp(name: string, file: ParsedFile, files: Map<string, ParsedFile>): { node: ts.Node; file: ParsedFile } | undefined {
  const own = file.declarations.get(name)
  if (own) return { node: own, file }
  const imported = file.imports.get(name)
  const from = imported && files.get(imported.file)
  const node = imported && from?.declarations.get(imported.name)
  return from && node ? { node, file: from } : undefined
}

/** The expression a function returns, when its body is `return <expression>` or an arrow's expression body. */
function returnedExpression(node: ts.Node): ts.Expression | undefined {
  const fn = unwrap(node)
  if (!ts.isFunctionDeclaration(fn) && !ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return undefined
  if (fn.body && !ts.isBlock(fn.body)) return fn.body
  const returns = fn.body?.statements.filter(ts.isReturnStatement) ?? []
  return returns.length === 1 ? returns[0]!.expression : undefined
}

/** Strips `as const`, `satisfies X` and parentheses. */
function unwrap(node: ts.Node): ts.Node {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) node = node.expression
  return node
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined
}

/** The text of a member's JSDoc comment on one line, without tags (`@deprecated` etc.). */
function docText(member: ts.Node): string | undefined {
  const jsDoc = ts.getJSDocCommentsAndTags(member).filter(ts.isJSDoc).at(-1)
  const text = ts.getTextOfJSDocComment(jsDoc?.comment)?.replace(/\s+/g, ' ').trim()
  return text || undefined
}
