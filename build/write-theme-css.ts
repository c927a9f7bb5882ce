// Writes components/theme/theme-variables.css from components/theme/theme.ts.
import { writeFileSync } from 'node:fs'
import { THEME_CSS_FILE, themeCss } from '../components/theme/themeCss.ts'

writeFileSync(THEME_CSS_FILE, themeCss())
console.log(`wrote ${THEME_CSS_FILE}`)
