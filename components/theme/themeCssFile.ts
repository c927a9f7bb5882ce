/** Where the generated theme variables live (imported by the layout; written by `npm run theme`). */
export const THEME_CSS_FILE = 'components/theme/theme-variables.css'
