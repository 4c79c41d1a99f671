import type { Color } from '@mui/material'
import { createTheme, type Theme } from '@mui/material/styles'
import {
  amber,
  blue,
  blueGrey,
  deepOrange,
  deepPurple,
  green,
  indigo,
  lightBlue,
  lightGreen,
  orange,
  pink,
  purple,
  teal,
} from '@mui/material/colors'

export const DEFAULT_THEME_NAME = 'bluegrey-lightgreen'

type ColorScale = Color

/** Palette names as they appear in the configured theme name "<primary>-<accent>". */
const PALETTES: Record<string, ColorScale> = {
  amber,
  blue,
  bluegrey: blueGrey,
  deeporange: deepOrange,
  deeppurple: deepPurple,
  green,
  indigo,
  lightblue: lightBlue,
  lightgreen: lightGreen,
  orange,
  pink,
  purple,
  teal,
}

/** Themes that read better on a dark background. */
const DARK_THEMES = new Set([DEFAULT_THEME_NAME, 'pink-bluegrey', 'purple-green'])

function paletteNamesOf(themeName: string): [ColorScale, ColorScale] {
  const [primaryName = '', accentName = ''] = themeName.toLowerCase().split('-')
  const primary = PALETTES[primaryName]
  const accent = PALETTES[accentName]
  if (primary === undefined || accent === undefined) return [blueGrey, lightGreen]
  return [primary, accent]
}

/** Builds the MUI theme for a configured theme name such as "bluegrey-lightgreen", in the page's writing direction. */
export function createAppTheme(themeName: string, direction: 'ltr' | 'rtl' = 'ltr'): Theme {
  const [primary, accent] = paletteNamesOf(themeName)
  const dark = DARK_THEMES.has(themeName.toLowerCase())
  return createTheme({
    direction,
    palette: {
      mode: dark ? 'dark' : 'light',
      // On dark backgrounds the lighter shades keep text and outlines readable.
      primary: { main: primary[dark ? 300 : 500] },
      secondary: { main: accent[dark ? 400 : 'A200'] },
      ...(dark && { background: { default: '#303030', paper: '#424242' } }),
    },
    shape: { borderRadius: 6 },
    components: {
      // code, payloads and URLs read left to right even inside right-to-left text
      MuiCssBaseline: { styleOverrides: { code: { direction: 'ltr', unicodeBidi: 'isolate' } } },
      MuiAppBar: {
        defaultProps: { enableColorOnDark: true },
        styleOverrides: { root: { backgroundColor: primary[dark ? 700 : 500], color: '#fff' } },
      },
    },
  })
}

/** Marks the body with "<name>-theme" so server pages and custom CSS can follow the configured theme. */
export function applyThemeClass(themeName: string): void {
  const classes = [...document.body.classList].filter((name) => !name.endsWith('-theme'))
  document.body.className = [...classes, `${themeName}-theme`].join(' ')
}
