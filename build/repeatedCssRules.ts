import postcss from 'postcss'

/**
 * A page's CSS files without those whose every rule an earlier file already has: Vike links the
 * layout's components one file each, though the framework chunk's CSS (framework.css) holds them all.
 * Each rule then has the one place the bundler gave it (a component's before those that restyle it),
 * and the browser fetches it once.
 */
export function withoutContainedFiles(files: { href: string; css: string }[]): { href: string; css: string }[] {
  const seen = new Set<string>()
  return files.filter(({ css }) => {
    const rules = postcss.parse(css, { from: undefined }).nodes.map((node) => node.toString())
    if (rules.length > 0 && rules.every((rule) => seen.has(rule))) return false
    for (const rule of rules) seen.add(rule)
    return true
  })
}

/**
 * What repeats remain once whole files are left out (two sections' chunks can share a stylesheet's
 * rules): each top-level rule (or at-rule block) is kept at its last place only, which styles exactly
 * alike: an identical rule later in the sheet matches the same elements with the same specificity
 * and wins every tie, so the earlier copy never decides anything. `@layer` blocks are kept where
 * they are, since a layer's first appearance sets its order; comments stay too.
 */
export function withoutRepeatedRules(css: string): string {
  const root = postcss.parse(css, { from: undefined })
  const seen = new Set<string>()
  for (const node of [...root.nodes].reverse()) {
    if (node.type === 'comment' || (node.type === 'atrule' && node.name === 'layer')) continue
    const text = node.toString()
    if (seen.has(text)) node.remove()
    else seen.add(text)
  }
  return root.toString()
}
