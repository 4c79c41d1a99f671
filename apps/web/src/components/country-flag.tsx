import type { ReactNode } from 'react'
import Box from '@mui/material/Box'

/** Three equal bands, top to bottom (or left to right when `vertical`). */
function Tricolour({ colours, vertical = false }: { colours: [string, string, string]; vertical?: boolean }) {
  return colours.map((fill, index) =>
    vertical ? (
      <rect key={fill + index} x={index * 10} width="10" height="20" fill={fill} />
    ) : (
      <rect key={fill + index} y={(index * 20) / 3} width="30" height={20 / 3} fill={fill} />
    ),
  )
}

/** A flag's field in one colour, with its emblem drawn over it. */
function Field({ fill, children }: { fill: string; children: ReactNode }) {
  return (
    <>
      <rect width="30" height="20" fill={fill} />
      {children}
    </>
  )
}

const UNITED_STATES_STRIPES = Array.from({ length: 13 }, (_, index) => index)

/** Simplified national flags (3:2) drawn as SVG, so they render the same everywhere and need no emoji font. */
const FLAGS: Record<string, ReactNode> = {
  br: (
    <Field fill="#009c3b">
      <polygon points="3,10 15,2.2 27,10 15,17.8" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.4" fill="#002776" />
    </Field>
  ),
  de: <Tricolour colours={['#000000', '#dd0000', '#ffce00']} />,
  es: <Field fill="#aa151b"><rect y="5" width="30" height="10" fill="#f1bf00" /></Field>,
  fr: <Tricolour vertical colours={['#0055a4', '#ffffff', '#ef4135']} />,
  gb: (
    <Field fill="#012169">
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#ffffff" strokeWidth="4" />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#c8102e" strokeWidth="1.4" />
      <path d="M15,0 V20 M0,10 H30" stroke="#ffffff" strokeWidth="6" />
      <path d="M15,0 V20 M0,10 H30" stroke="#c8102e" strokeWidth="3.4" />
    </Field>
  ),
  it: <Tricolour vertical colours={['#009246', '#ffffff', '#ce2b37']} />,
  jp: <Field fill="#ffffff"><circle cx="15" cy="10" r="6" fill="#bc002d" /></Field>,
  nl: <Tricolour colours={['#ae1c28', '#ffffff', '#21468b']} />,
  pl: <Field fill="#ffffff"><rect y="10" width="30" height="10" fill="#dc143c" /></Field>,
  sa: (
    <Field fill="#006c35">
      <path d="M8,8 q2,-3 4,0 t4,0 t4,0 t3,-1" stroke="#ffffff" strokeWidth="1.2" fill="none" />
      <path d="M8,13.5 H21 l1.5,-1 M9.5,12.5 v2" stroke="#ffffff" strokeWidth="0.9" fill="none" />
    </Field>
  ),
  us: (
    <>
      {UNITED_STATES_STRIPES.map((stripe) => (
        <rect key={stripe} y={(stripe * 20) / 13} width="30" height={20 / 13} fill={stripe % 2 === 0 ? '#b22234' : '#ffffff'} />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
    </>
  ),
}

/** A small flag for a country code (ISO 3166 alpha-2, lower case); unknown codes show the code itself. */
export function CountryFlag({ code, height = 14 }: { code: string; height?: number }) {
  const flag = FLAGS[code]
  const frame = { height, width: height * 1.5, flexShrink: 0, borderRadius: '2px', boxShadow: '0 0 0 1px rgba(0,0,0,0.2)' }
  if (flag === undefined) {
    return (
      <Box component="span" aria-hidden sx={{ ...frame, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontSize: height * 0.6, textTransform: 'uppercase', bgcolor: 'action.selected' }}>
        {code}
      </Box>
    )
  }
  return (
    <Box component="svg" viewBox="0 0 30 20" aria-hidden data-flag={code} sx={{ ...frame, display: 'inline-block', verticalAlign: 'middle' }}>
      {flag}
    </Box>
  )
}

/** All flags of a language (English shows two), side by side. */
export function LanguageFlags({ icons, height }: { icons: readonly string[]; height?: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {icons.map((code) => (
        <CountryFlag key={code} code={code} height={height} />
      ))}
    </Box>
  )
}
