import { applyEdits, findNodeAtLocation, modify, parseTree, type JSONPath, type Node } from 'jsonc-parser'
import { isDeepStrictEqual } from 'node:util'

// Server only: writes an edited page back into its file's text by changing only what changed, so the
// file's diff in git shows the edit and nothing else (jsonc-parser's `modify`/`applyEdits`).

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** An element's identity across a reorder: a section (or any object) by its id, else its whole value. */
const sameItem = (a: Json, b: Json) => isDeepStrictEqual(a, b) || (isObject(a) && isObject(b) && a.id !== undefined && a.id === b.id)

function set(text: string, path: JSONPath, value: Json | undefined, keyOrder?: string[]): string {
  const getInsertionIndex = keyOrder && ((properties: string[]) => insertionIndex(properties, keyOrder, String(path.at(-1))))
  return applyEdits(text, modify(text, path, value, { ...FORMAT, getInsertionIndex }))
}

/** Where a new key goes among the existing ones: after the last one that comes before it in the new object. */
function insertionIndex(existing: string[], order: string[], key: string): number {
  const before = new Set(order.slice(0, order.indexOf(key)))
  let index = 0
  existing.forEach((name, at) => {
    if (before.has(name)) index = at + 1
  })
  return index
}

/** A value as new text at an indentation: 2-space JSON, its keys in the order the editor wrote them. */
function newText(value: Json, indent: string): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`)
}

/** The indentation of the line `offset` is on. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1
  return /^[ \t]*/.exec(text.slice(lineStart))![0]
}

/**
 * An array whose items were added, removed or moved: each item that is still there keeps its own text
 * (with its own edits applied), a new one is written fresh; the separators keep the array's layout.
 */
function rewriteArray(text: string, node: Node, before: Json[], after: Json[]): string {
  const items = node.children ?? []
  const used = new Set<number>()
  const indent = items[0] ? indentAt(text, items[0].offset) : `${indentAt(text, node.offset)}  `
  const pieces = after.map((value) => {
    let match = before.findIndex((old, index) => !used.has(index) && isDeepStrictEqual(old, value))
    if (match < 0) match = before.findIndex((old, index) => !used.has(index) && sameItem(old, value))
    if (match < 0) return newText(value, indent)
    used.add(match)
    const own = items[match]!
    return rewrite(text.slice(own.offset, own.offset + own.length), [], before[match]!, value)
  })
  const closingIndent = indentAt(text, node.offset + node.length - 1)
  const body = pieces.length === 0 ? '[]' : `[\n${indent}${pieces.join(`,\n${indent}`)}\n${closingIndent}]`
  return text.slice(0, node.offset) + body + text.slice(node.offset + node.length)
}

/** `text` (whose value at `path` is `before`) with that value changed to `after`, touching only what differs. */
function rewrite(text: string, path: JSONPath, before: Json, after: Json): string {
  if (isDeepStrictEqual(before, after)) return text
  if (isObject(before) && isObject(after)) {
    const order = Object.keys(after)
    for (const key of Object.keys(before)) if (!(key in after)) text = set(text, [...path, key], undefined)
    for (const key of order) {
      text = key in before ? rewrite(text, [...path, key], before[key]!, after[key]!) : set(text, [...path, key], after[key]!, order)
    }
    return text
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length && before.every((item, index) => sameItem(item, after[index]!))) {
      after.forEach((item, index) => (text = rewrite(text, [...path, index], before[index]!, item)))
      return text
    }
    return rewriteArray(text, findNodeAtLocation(parseTree(text)!, path)!, before, after)
  }
  return set(text, path, after)
}

/** The file's text with its value changed to `after`: every byte outside the changed values stays. */
export function rewritePageText(text: string, after: unknown): string {
  return rewrite(text, [], JSON.parse(text) as Json, after as Json)
}
