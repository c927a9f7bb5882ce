// After the studio's `vike build` (`npm run studio`): the _headers file the local server and static
// hosts send, as the site's post-build step writes it (build/headersFile.ts).
import { STUDIO_BUILD, STUDIO_DIST } from './buildMode.ts'
import { writeHeadersFile } from '../build/headersFile.ts'
import { site } from '../content/siteConfig.ts'

writeHeadersFile(process.env.DIST_DIR ?? (STUDIO_BUILD ? STUDIO_DIST : 'dist'), site)
