// @vitest-environment node
// Every path of this repository that a comment or the README names exists, so a file that moves takes its
// mentions along. What is read: the comments of every tracked .ts, .tsx, .js, .mjs, .cjs, .css and .sh file
// and of every tracked shell script without an extension (a first line `#!` naming sh or bash), and the whole
// README.md. Comments come from the languages' own readers: TypeScript's scanner for code (kept in step with
// TypeScript's parse over strings, templates, regular expressions and JSX text, which the scanner alone would
// misread), PostCSS for stylesheets; shell comments run from a `#` that starts a word outside quotes.
//
// A repository path is a token with a folder in it that ends in a known extension (.ts, .json, .md …) or in
// `/`, whose first folder is `.`, `..`, a top-level folder of the repository (as `git ls-files` shows them)
// or a folder beside the file that names it, or which names a file (or folder) that git's history holds and
// the tree no longer does: a moved file's old path is ours even when its whole folder has gone. It exists
// when, resolved from the repository root or from the file's own folder, it is a tracked file or a folder
// holding one: untracked build output does not count. `*`, `**`, `<name>`, `[name]` and `{name}` stand for
// any name (`**` for any folders too) and `{a,b}` for either: such a path exists when a tracked path matches
// it. `@` and `+` are literal (Vike's `pages/+config.ts`, `@slug/`). The README's folder table names paths
// inside the folder of its row (the page files in the row of `data/`), so a row resolves from its folder too.
//
// Not a path of this repository, by rule:
// - what git ignores (.gitignore): build and run output such as `dist/`, `dist-*/`, `var/` or
//   `tests/bench/results/`, which a run makes and a fresh clone lacks;
// - a path inside a URL (`https://…/x.ts`): another site's file, or a route of this one;
// - a path whose first folder is none of the above: a package's (`node_modules/…`, `vike/…`,
//   `@mantine/core/styles/…`), or absolute (`/usr/bin/…`, a route such as `/studio/sider`);
// - a file name without a folder (`index.ts`, `sample.json`): a name, which the sentence around it places
//   ("each section's `index.ts`"), not a path the test can resolve;
// - in the README, the files a worked example creates: the README marks one with a paragraph starting
//   "Worked example" followed by its list of steps; there a path into a folder that does not exist yet
//   (the new section's folder) or relative to one (its component, imported in its code) is the example's,
//   while the other paths it names (`sections/index.ts`) must exist;
// - in the README, `./` and `../` are relative to the file the sentence is about (a page's
//   `$schema`, which climbs from its folder to `schemas/json/`), not to the README: such a path exists when it leads
//   to a tracked path from some tracked folder.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { posix } from 'node:path'
import MarkdownIt from 'markdown-it'
import postcss from 'postcss'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const CODE = /\.(ts|tsx|js|mjs|cjs)$/
const KNOWN_EXTENSION = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|json|jsonc|md|sh|sql|html|svg|png|jpe?g|webp|avif|gif|ico|mp4|webm|txt|xml|toml|ya?ml)$/
const README = 'README.md'

// A tracked file deleted from the working tree (not yet committed) is gone: it neither names nor is a path.
const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && existsSync(file))
const trackedFiles = new Set(tracked)
/** Every folder that holds a tracked file, at any depth, with its trailing slash left off ('' for the root). */
const trackedFolders = new Set([''])
for (const file of tracked) for (let at = file.indexOf('/'); at !== -1; at = file.indexOf('/', at + 1)) trackedFolders.add(file.slice(0, at))
/**
 * The files git's history holds that are gone now, and their folders: a path to one of them is a stale path
 * of ours, even when its first folder has gone too (and it would pass for a package's).
 */
const formerPaths = new Set<string>()
for (const file of execFileSync('git', ['log', '--no-renames', '--diff-filter=D', '--name-only', '--format='], { encoding: 'utf8' }).split('\n'))
  for (let at = file.length; at > 0; at = file.lastIndexOf('/', at - 1)) formerPaths.add(file.slice(0, at))

/** A comment's (or the README's) text and where it starts in its file. */
type Passage = { text: string; offset: number; origins?: string[]; example?: boolean }

/** A comment with its `//`, `/*` and `*\/` blanked (its length kept), so no delimiter reads as part of a path. */
const withoutDelimiters = (comment: string) => comment.replace(/^\/[/*]|\*\/$/g, '  ')

/** The comments of a TypeScript or JavaScript file, as TypeScript's scanner reads them. */
function codeComments(file: string, text: string): Passage[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS
  // Doc comments are read as comments here, so the parse leaves their tags alone (a third of its time).
  const source = ts.createSourceFile(file, text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false, kind)
  // The scanner reads tokens without the parser's context: it would take text inside a template after `${…}`,
  // a regular expression or JSX text for code, and `//` there for a comment. The parse knows where those are.
  const opaque: [number, number][] = []
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.JsxText) opaque.push([node.pos, node.end])
    else if (ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node)) opaque.push([node.getStart(source), node.end])
    else ts.forEachChild(node, visit)
  }
  visit(source)
  opaque.sort((a, b) => a[0] - b[0])
  const variant = kind === ts.ScriptKind.TSX ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text)
  const comments: Passage[] = []
  let next = 0
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    const start = scanner.getTokenStart()
    while (next < opaque.length && opaque[next]![1] <= start) next++
    if (next < opaque.length && opaque[next]![0] <= start) scanner.resetTokenState(opaque[next]![1])
    else if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia)
      comments.push({ text: withoutDelimiters(scanner.getTokenText()), offset: start })
  }
  return comments
}

/** The comments of a stylesheet, as PostCSS parses them. */
function cssComments(file: string, text: string): Passage[] {
  const comments: Passage[] = []
  postcss.parse(text, { from: file }).walkComments((comment) => {
    const start = comment.source!.start!.offset
    comments.push({ text: withoutDelimiters(text.slice(start, text.indexOf('*/', start + 2) + 2)), offset: start })
  })
  return comments
}

/** The `#` comments of a shell script: whole lines, and line ends after a `#` that follows a space outside quotes. */
function shellComments(text: string): Passage[] {
  const comments: Passage[] = []
  let offset = 0
  for (const line of text.split('\n')) {
    let quote = ''
    for (let at = 0; at < line.length; at++) {
      const char = line[at]!
      if (quote) {
        if (char === quote) quote = ''
      } else if (char === "'" || char === '"') quote = char
      else if (char === '#' && (at === 0 || /\s/.test(line[at - 1]!))) {
        comments.push({ text: line.slice(at), offset: offset + at })
        break
      }
    }
    offset += line.length + 1
  }
  return comments
}

/**
 * The README, a line at a time: a line of a table row whose first cell is a folder (`` `data/` ``) resolves
 * from that folder too, and a line of a worked example (a paragraph starting "Worked example" and the list of
 * steps after it) is marked as one.
 */
function readmePassages(text: string): Passage[] {
  const rowFolders = new Map<number, string>()
  const example = new Set<number>()
  const tokens = new MarkdownIt().parse(text, {})
  for (const [index, token] of tokens.entries()) {
    if (token.type === 'tr_open') {
      const folder = /^`([^`]+)\/`$/.exec(tokens[index + 2]!.content)?.[1]
      if (folder && trackedFolders.has(folder)) for (let line = token.map![0]; line < token.map![1]; line++) rowFolders.set(line, folder)
    }
    if (token.type !== 'inline' || !/^Worked example\b/.test(token.content)) continue
    const paragraph = tokens[index - 1]!
    const list = tokens.slice(index + 2).find((after) => after.level === paragraph.level && after.map)
    const [start, end] = [paragraph.map![0], list?.type.endsWith('_list_open') ? list.map![1] : paragraph.map![1]]
    for (let line = start; line < end; line++) example.add(line)
  }
  let offset = 0
  return text.split('\n').map((line, index) => {
    const passage = { text: line, offset, origins: rowFolders.has(index) ? [rowFolders.get(index)!] : [], example: example.has(index) }
    offset += line.length + 1
    return passage
  })
}

/** The passages of a tracked file where it may name paths. */
function passages(file: string, text: string): Passage[] {
  if (file === README) return readmePassages(text)
  if (CODE.test(file)) return codeComments(file, text)
  if (file.endsWith('.css')) return cssComments(file, text)
  return shellComments(text)
}

const texts = new Map<string, string>()
/** A tracked file's text, read once. */
function read(file: string): string {
  if (!texts.has(file)) texts.set(file, readFileSync(file, 'utf8'))
  return texts.get(file)!
}
const isShellScript = (file: string) => file.endsWith('.sh') || (!posix.basename(file).includes('.') && /^#!.*\b(ba)?sh\b/.test(read(file)))
const scanned = tracked.filter((file) => file === README || CODE.test(file) || file.endsWith('.css') || isShellScript(file))

const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S*/gi
// A run of path characters, with `{…}`, `<…>` and `[…]` taken whole (`{a,b}` holds a comma).
const TOKEN = /(?:[\p{L}\p{N}_.@+*~-]|\/|\{[\p{L}\p{N}_.,*@+-]*\}|<[\p{L}\p{N}_.-]+>|\[[\p{L}\p{N}_.-]+\])+/gu

/** A regular expression matching the tracked paths a path names, its wildcards expanded. */
function pattern(path: string): RegExp {
  const source = path
    .split(/(\*\*\/?|\*|\{[^}]*\}|<[^>]*>|\[[^\]]*\])/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      if (part === '**/') return '(?:.*/)?'
      if (part === '**') return '.*'
      if (part.startsWith('{') && part.includes(','))
        return `(?:${part
          .slice(1, -1)
          .split(',')
          .map((option) => option.replace(/[.+?^${}()|[\]\\*]/g, '\\$&'))
          .join('|')})`
      return '[^/]*'
    })
    .join('')
  return new RegExp(`^${source}$`)
}

/** Whether a path (no trailing slash) names one of `files` or `folders`, its wildcards expanded. */
function names(path: string, files: Set<string>, folders: Set<string> = files): boolean {
  if (/[*<[{]/.test(path)) {
    const matches = pattern(path)
    return [...files, ...folders].some((tracked) => matches.test(tracked))
  }
  return files.has(path) || folders.has(path)
}

/** Where a path may lead from `folder`: undefined when it climbs above the repository. */
function resolve(folder: string, path: string): string | undefined {
  const joined = posix.normalize(posix.join(folder || '.', path)).replace(/\/$/, '')
  return joined === '..' || joined.startsWith('../') ? undefined : joined === '.' ? '' : joined
}

type Miss = { file: string; line: number; path: string; at: string[] }

/** The paths a passage names that lead to nothing tracked. */
function misses(file: string, passage: Passage, lineOf: (offset: number) => number): Miss[] {
  const folder = posix.dirname(file) === '.' ? '' : posix.dirname(file)
  const found: Miss[] = []
  const prose = passage.text.replace(URL, (url) => ' '.repeat(url.length))
  for (const match of prose.matchAll(TOKEN)) {
    const path = match[0].replace(/\.+$/, '')
    if (!path.includes('/') || path.startsWith('/') || !(KNOWN_EXTENSION.test(path) || path.endsWith('/'))) continue
    const first = path.split('/')[0]!
    if (/[*<[{]/.test(first)) continue
    const relative = first === '.' || first === '..'
    const origins = file === README && relative ? [...trackedFolders] : [folder, '', ...(passage.origins ?? [])]
    const leadsTo = (paths: Set<string>, folders?: Set<string>) =>
      origins.some((origin) => {
        const at = resolve(origin, path)
        return at !== undefined && names(at, paths, folders)
      })
    // From the root (origin ''), a folder of the first segment's name is a top-level folder of the repository.
    const ours = relative || origins.some((origin) => trackedFolders.has(origin ? `${origin}/${first}` : first)) || leadsTo(formerPaths)
    if (!ours) continue
    if (leadsTo(trackedFiles, trackedFolders)) continue
    // A worked example's own files: in a folder that does not exist yet (the new section's), or relative to one.
    const fromRoot = resolve('', path) ?? ''
    if (passage.example && (relative || !trackedFolders.has(path.endsWith('/') ? fromRoot : posix.dirname(fromRoot)))) continue
    const at = [resolve(folder, path), fromRoot].filter((resolved) => resolved !== undefined)
    found.push({ file, line: lineOf(passage.offset + match.index), path, at })
  }
  return found
}

/** Git's answer to which of these paths it ignores (a path outside the repository, which git refuses for the whole list, is none). */
function ignoredByGit(paths: string[]): Set<string> {
  const inside = paths.filter((path) => path !== '..' && !path.startsWith('../'))
  const answer = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], { input: inside.join('\n'), encoding: 'utf8' })
  return new Set(answer.stdout.split('\n').filter(Boolean))
}

describe('named paths', () => {
  it('every repository path named in a comment or in the README exists', () => {
    const found: Miss[] = []
    for (const file of scanned) {
      const text = read(file)
      const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)]
      const lineOf = (offset: number) => {
        let [low, high] = [0, lineStarts.length - 1]
        while (low < high) {
          const middle = Math.ceil((low + high) / 2)
          if (lineStarts[middle]! <= offset) low = middle
          else high = middle - 1
        }
        return low + 1
      }
      for (const passage of passages(file, text)) found.push(...misses(file, passage, lineOf))
    }
    const ignored = ignoredByGit(found.flatMap((miss) => miss.at))
    expect(found.filter((miss) => !miss.at.some((at) => ignored.has(at))).map((miss) => `${miss.file}:${miss.line} ${miss.path}`)).toEqual([])
  })
})
