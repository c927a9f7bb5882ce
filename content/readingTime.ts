/** Reading speed the stated reading times are checked against (words a minute). */
export const WORDS_PER_MINUTE = 200

/** The words of a text given as HTML (tags and entities do not count). */
export function wordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ')
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Minutes a text takes at 200 words a minute (at least 1). */
export function estimatedMinutes(html: string): number {
  return Math.max(1, Math.round(wordCount(html) / WORDS_PER_MINUTE))
}

/** A warning line for each article whose stated reading time is more than 2 minutes and more than a third off the estimate. */
export function readingTimeWarnings(articles: readonly { id: string; readTime: number; body: { html: string } }[]): string[] {
  return articles.flatMap(({ id, readTime, body }) => {
    const estimate = estimatedMinutes(body.html)
    const off = Math.abs(estimate - readTime)
    if (off <= 2 || off <= readTime / 3) return []
    return [`data/collections/articles/${id}.json › "readTime" is ${readTime} min, but the body's ${wordCount(body.html)} words read in about ${estimate} min`]
  })
}
