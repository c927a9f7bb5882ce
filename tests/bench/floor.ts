import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The "floor": about 1 KB of plain HTML, no JavaScript, a system font. Whatever Lighthouse
 * reports for it is the cost of the machine, the server and the browser, not of the site,
 * so routes are compared with it (LCP/floor) to cancel out machine noise.
 * The empty data: icon stops Chromium from asking for /favicon.ico, whose 404 would show up as
 * a console error in Best Practices. The site's pages also carry their icon inline (head/favicon.ts),
 * so neither side makes an icon request.
 */
export const FLOOR_HTML = `<!doctype html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,">
<title>Målestok for sidens hastighed</title>
<meta name="description" content="En minimal side uden JavaScript, som måles på samme måde som sitets sider, så maskinens egen støj kan trækkes fra.">
<style>body{margin:0 auto;max-width:40rem;padding:1rem;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#fff}h1{font-size:1.75rem;line-height:1.2}</style>
</head>
<body>
<main>
<h1>Målestok for sidens hastighed</h1>
<p>Denne side er med vilje så lille som muligt: ingen scripts, ingen billeder og ingen webfonte, kun en overskrift og et enkelt afsnit tekst i systemets egen skrifttype. Den bliver målt med de samme indstillinger, den samme browser og den samme server som resten af sitet, så forskellen mellem en rigtig side og denne side viser, hvad siden selv koster, og ikke hvor travl maskinen var under målingen.</p>
</main>
</body>
</html>
`

/** A second address of the floor page, for a visit from one page of the floor site to another (tests/bench/navigation.ts). */
export const FLOOR_AGAIN = '/again'

/**
 * Writes the floor page to a new temporary folder, at "/" and at FLOOR_AGAIN, with the built site's
 * `_headers` from `siteDir` (the server sends what it says, so the floor gets the site's headers), and
 * returns the folder.
 */
export function writeFloorSite(siteDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'))
  copyFileSync(join(siteDir, '_headers'), join(dir, '_headers'))
  writeFileSync(join(dir, 'index.html'), FLOOR_HTML)
  writeFileSync(join(dir, `${FLOOR_AGAIN.slice(1)}.html`), FLOOR_HTML)
  return dir
}
