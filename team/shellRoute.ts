import { htmlFileOfRoute } from '../site/pageLayout.ts'

// Where members that exist only in the content system are served (DECISIONS.md "Team members from
// the content system"): the host rewrites /team/{slug} without a prerendered page to this shell.
// Shared by the local server (server/app.ts) and the static host's _redirects file (build/).

/** The route of the client-side shell page (data/pages/team/_medlem.json); no slug has an underscore. */
export const TEAM_SHELL_ROUTE = '/team/_medlem'

/** The shell's file in the build. */
export const TEAM_SHELL_FILE = htmlFileOfRoute(TEAM_SHELL_ROUTE)

/** Whether a path is a member's address, /team/{slug}: exactly one segment after /team/. */
export function isTeamMemberPath(pathname: string): boolean {
  return /^\/team\/[^/]+$/.test(pathname)
}
