// Writes theme/theme-variables.css from theme/theme.ts.
import { writeFileSync } from 'node:fs'
import { THEME_CSS_FILE, themeCss } from '../theme/themeCss.ts'

writeFileSync(THEME_CSS_FILE, themeCss())
console.log(`wrote ${THEME_CSS_FILE}`)
