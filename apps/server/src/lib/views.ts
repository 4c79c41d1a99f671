import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config/schema'
import { paths } from '../paths'

/**
 * The few pages the server renders itself (/profile, /dataerasure) come from HTML files in apps/server/views.
 * `{{name}}` is replaced by a value, HTML-escaped unless it was wrapped with rawHtml(). Replacement is a single
 * pass, so text inserted into a page is never read as a placeholder again.
 *
 * A page file holds only its own part: a first line `<title>…</title>`, then what goes inside `<main>`. The
 * document around it (head, favicon, styles, header) is views/layout.html, whose `{{title}}` and `{{body}}`
 * receive the page's filled-in title and content.
 */
export class RawHtml {
  constructor(readonly html: string) {}
}

/** Marks markup that goes into a page as it is. */
export const rawHtml = (html: string): RawHtml => new RawHtml(html)

export type ViewValue = string | number | RawHtml | null | undefined

export const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')

const templates = new Map<string, string>()

function templateText(name: string): string {
  let text = templates.get(name)
  if (text === undefined) {
    text = readFileSync(join(paths.views, name), 'utf8')
    templates.set(name, text)
  }
  return text
}

function fill(template: string, values: Record<string, ViewValue>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_placeholder, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined
    if (value instanceof RawHtml) return value.html
    return value === null || value === undefined ? '' : escapeHtml(String(value))
  })
}

const LAYOUT = 'layout.html'
const PAGE = /^<title>(.*)<\/title>\n([\s\S]*?)\n?$/

/** Renders a view; an HTML page is wrapped in the layout, any other file (page.css) is filled in as it is. */
export function renderView(name: string, values: Record<string, ViewValue>): string {
  const text = templateText(name)
  if (!name.endsWith('.html') || name === LAYOUT) return fill(text, values)
  const page = PAGE.exec(text)
  if (!page) throw new Error(`views/${name} must start with its <title>…</title> line`)
  const [, title = '', body = ''] = page
  return fill(templateText(LAYOUT), { ...values, title: rawHtml(fill(title, values)), body: rawHtml(fill(body, values)) })
}

/** Material colours of the palette names a theme ("<primary>-<accent>") is made of: [main, accent]. */
const PALETTES: Record<string, [string, string]> = {
  amber: ['#ffc107', '#ffd740'],
  blue: ['#2196f3', '#448aff'],
  bluegrey: ['#607d8b', '#90a4ae'],
  deeporange: ['#ff5722', '#ff6e40'],
  deeppurple: ['#673ab7', '#7c4dff'],
  green: ['#4caf50', '#69f0ae'],
  indigo: ['#3f51b5', '#536dfe'],
  lightblue: ['#03a9f4', '#40c4ff'],
  lightgreen: ['#8bc34a', '#b2ff59'],
  orange: ['#ff9800', '#ffab40'],
  pink: ['#e91e63', '#ff4081'],
  purple: ['#9c27b0', '#e040fb'],
  teal: ['#009688', '#64ffda'],
}
const DEFAULT_THEME = 'bluegrey-lightgreen'
const DARK_THEMES = new Set([DEFAULT_THEME, 'pink-bluegrey', 'purple-green'])

export interface PageTheme {
  primary: string
  accent: string
  background: string
  card: string
  text: string
}

/** The colours of the configured theme, as the web app uses them (unknown names fall back to the default). */
export function pageTheme(themeName: string): PageTheme {
  const name = themeName.toLowerCase()
  const [primaryName = '', accentName = ''] = name.split('-')
  const primary = PALETTES[primaryName]
  const accent = PALETTES[accentName]
  if (!primary || !accent) return pageTheme(DEFAULT_THEME)
  return DARK_THEMES.has(name)
    ? { primary: primary[0], accent: accent[1], background: '#303030', card: '#424242', text: '#ffffff' }
    : { primary: primary[0], accent: accent[1], background: '#fafafa', card: '#ffffff', text: '#212121' }
}

/** The path prefix the shop is served under (env BASE_PATH wins over the configuration). */
export const basePathOf = (config: Config): string => process.env.BASE_PATH ?? config.server.basePath

/** What every server-rendered page shows around its content: the shop's name, logo, favicon and theme colours. */
export function pageChrome(config: Config): Record<string, ViewValue> {
  const theme = pageTheme(config.application.theme)
  const asset = (path: string): string => (/^https?:\/\//.test(path) ? path : `/${path.replace(/^\//, '')}`)
  return {
    appName: config.application.name,
    basePath: basePathOf(config),
    logo: asset(config.application.logo),
    favicon: asset(config.application.favicon),
    style: rawHtml(renderView('page.css', { ...theme })),
  }
}
