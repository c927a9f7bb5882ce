/**
 * SPEC.md section 5, the team slug when the content system gives none: lowercase; æ becomes
 * "ae", ø "oe", å "aa"; other runs of characters that are not a-z or 0-9 become one hyphen;
 * hyphens at either end are trimmed. Other accented letters lose their accent first (é → e),
 * so "José" keeps its "e" instead of ending in a hyphen.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'oe')
    .replaceAll('å', 'aa')
    .normalize('NFD')
    .replace(/\p{Mark}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
