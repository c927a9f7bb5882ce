import { createTheme, type MantineColorsTuple } from '@mantine/core'

// A deep blue with white text at shade 7 (contrast 7.4:1) and 8; both pass WCAG AA.
const brand: MantineColorsTuple = ['#eaf1ff', '#d3defb', '#a5bbf2', '#7496ea', '#4b77e3', '#3163df', '#2358dd', '#1a4ac4', '#1241b0', '#00379c']

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 7,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '750' },
  defaultRadius: 'md',
})
