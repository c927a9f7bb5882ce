import { isTeamMemberPath, TEAM_SHELL_ROUTE } from '../team/shellRoute.ts'

/**
 * The static host's _redirects file (Cloudflare Pages, Netlify): /team/{slug} without a page of its
 * own is served the client-side shell with status 200, which looks the member up in the content
 * system. Cloudflare applies rules before files, so each prerendered member is first rewritten to
 * itself (served from its own "<slug>.html"), and "/team/{slug}/" redirects once to the address
 * without the slash, as every other page does. The placeholder matches one path segment, so other
 * paths stay untouched and unknown paths elsewhere keep their 404.
 */
export function redirectsFile(routes: Iterable<string>): string {
  const members = [...routes].filter((route) => isTeamMemberPath(route) && route !== TEAM_SHELL_ROUTE).sort()
  return [
    '# Prerendered team members: their own pages.',
    ...members.map((route) => `${route}  ${route}  200`),
    '# One address per member, without a trailing slash.',
    '/team/:slug/  /team/:slug  308',
    '# Team members that exist only in the content system: the client-side shell.',
    `/team/:slug  ${TEAM_SHELL_ROUTE}  200`,
    '',
  ].join('\n')
}
