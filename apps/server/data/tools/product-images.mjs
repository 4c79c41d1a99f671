// Draws the product pictures: one small SVG per product of products.yml, from a few shapes (bottle, glass,
// shirt, card, ...) tinted per product. Run from the repository root after adding or renaming a product:
//   node apps/server/data/tools/product-images.mjs
// Pictures that are not SVG (the 3D-printed logo, a JPEG with EXIF data) are made by hand and skipped here.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as yaml from 'js-yaml'

const here = dirname(fileURLToPath(import.meta.url))
const productsFile = join(here, '..', 'products.yml')
const outputDir = join(here, '..', '..', '..', 'web', 'public', 'assets', 'public', 'images', 'products')

const OUTLINE = '#455a64'
const LEAF = '#43a047'

/** image file → [shape, main colour, accent colour, label] */
const STYLES = {
  'apple_juice.svg': ['bottle', '#f5c542', '#8bc34a'],
  'blood_orange_juice.svg': ['bottle', '#c62828', '#ff7043'],
  'pink_grapefruit_juice.svg': ['bottle', '#f48fb1', '#ef5350'],
  'carrot_ginger_juice.svg': ['bottle', '#fb8c00', '#ffd54f'],
  'mango_passion_smoothie.svg': ['glass', '#ffb300', '#8e24aa'],
  'cucumber_mint_cooler.svg': ['bottle', '#c5e1a5', '#2e7d32'],
  'pomegranate_juice.svg': ['bottle', '#ad1457', '#f06292'],
  'sea_buckthorn_nectar.svg': ['bottle', '#ffa000', '#ff6f00'],
  'o_saft.svg': ['tool', '#546e7a', '#ff9800'],
  'christmas_box.svg': ['giftBox', '#c62828', '#fdd835'],
  'rippertuer_special_juice.svg': ['bottle', '#6a1b9a', '#76ff03', '!'],
  'sticker_2015.svg': ['badge', '#ff9800', '#fff3e0', '2015'],
  'watermelon_lime_juice.svg': ['bottle', '#ef5350', '#66bb6a'],
  'beetroot_apple_juice.svg': ['bottle', '#880e4f', '#c0ca33'],
  'green_detox_smoothie.svg': ['glass', '#7cb342', '#33691e'],
  'hoodie.svg': ['hoodie', '#263238', '#8bc34a'],
  'kiwi_spinach_smoothie.svg': ['glass', '#9ccc65', '#6d4c41'],
  'pear_cardamom_juice.svg': ['bottle', '#dce775', '#8d6e63'],
  'coffee_mug.svg': ['mug', '#eceff1', '#8bc34a'],
  'velcro_patch.svg': ['badge', '#33691e', '#ffeb3b', 'PATCH'],
  'pineapple_coconut_smoothie.svg': ['glass', '#fff176', '#8d6e63'],
  't_shirt.svg': ['shirt', '#37474f', '#ffca28'],
  'cranberry_juice.svg': ['bottle', '#b71c1c', '#e57373'],
  'lemon_ginger_lemonade.svg': ['bottle', '#fff59d', '#fbc02d'],
  'sticker_pack.svg': ['stickerPack', '#8bc34a', '#ff7043'],
  'salesman_artwork.svg': ['artwork', '#1565c0', '#ffcc80'],
  'waspy_certificate.svg': ['certificate', '#fffde7', '#c62828', 'WASPY'],
  'blueberry_oat_smoothie.svg': ['glass', '#5c6bc0', '#d7ccc8'],
  'tote_bag.svg': ['tote', '#efe6d2', '#8bc34a'],
  'sticker_sheet_sweden.svg': ['stickerSheet', '#1565c0', '#fdd835'],
  'strawberry_basil_juice.svg': ['bottle', '#e53935', '#43a047'],
  'melon_bike.svg': ['bike', '#aed581', '#558b2f'],
  'enamel_pin.svg': ['badge', '#e53935', '#ffd54f', 'PIN'],
  'apricot_peach_nectar.svg': ['bottle', '#ffb74d', '#ff8a65'],
  'passion_fruit_nectar.svg': ['bottle', '#ffca28', '#6a1b9a'],
  'beanie.svg': ['beanie', '#43a047', '#1b5e20'],
  'celery_juice.svg': ['bottle', '#c5e1a5', '#558b2f'],
  'trading_card_bug_hunter.svg': ['card', '#7e57c2', '#ffd54f', 'BUG HUNTER', true],
  'trading_card_score_board.svg': ['card', '#26a69a', '#ffd54f', 'SCORE BOARD', true],
  'permafrost_juice.svg': ['bottle', '#4fc3f7', '#e1f5fe', '*'],
  'turmeric_orange_shot.svg': ['shot', '#ff8f00', '#ffd54f'],
  'trading_card_non_foil.svg': ['card', '#78909c', '#ffd54f', 'JUICE SHOP', false],
  'anniversary_ticket.svg': ['ticket', '#283593', '#ffd54f', '20'],
  'lego_tower.svg': ['lego', '#e53935', '#fdd835'],
  'dsomm_ticket.svg': ['ticket', '#00695c', '#b2dfdb', 'DSOMM'],
  'lychee_rose_juice.svg': ['bottle', '#f8bbd0', '#ec407a'],
  'water_bottle.svg': ['steelBottle', '#90a4ae', '#8bc34a'],
  'black_currant_juice.svg': ['bottle', '#4a148c', '#7b1fa2'],
  'notebook.svg': ['notebook', '#37474f', '#ffca28'],
  'acai_berry_smoothie.svg': ['glass', '#6a1b9a', '#ba68c8'],
  'cap.svg': ['cap', '#1b5e20', '#fdd835'],
  'tomato_vegetable_juice.svg': ['bottle', '#d32f2f', '#689f38'],
  'guava_juice.svg': ['bottle', '#f48fb1', '#aed581'],
  'socks.svg': ['socks', '#fdd835', '#e53935'],
  'gift_card.svg': ['giftCard', '#8bc34a', '#ffffff', '25'],
}

/** Mixes a colour with white (amount 0 to 1) or, for a negative amount, with black. */
function tint(hex, amount) {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  const mix = (c) => (amount >= 0 ? c + (255 - c) * amount : c * (1 + amount))
  return `#${channels.map((c) => Math.round(mix(c)).toString(16).padStart(2, '0')).join('')}`
}

const text = (x, y, size, fill, content, weight = 'bold') =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, Verdana, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${content}</text>`

/** The shop's little fruit mark: a round fruit with a leaf. */
const fruit = (cx, cy, r, colour) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>` +
  `<path d="M${cx} ${cy - r} q${r * 0.2} ${-r * 0.6} ${r * 0.8} ${-r * 0.7} q${-r * 0.1} ${r * 0.6} ${-r * 0.8} ${r * 0.7}z" fill="${LEAF}"/>` +
  `<circle cx="${cx - r * 0.35}" cy="${cy - r * 0.3}" r="${r * 0.22}" fill="#fff" opacity=".45"/>`

const shapes = {
  bottle: (main, accent, label) => {
    const body = 'M132 46 h36 v22 c0 12 24 20 24 46 v136 a12 12 0 0 1 -12 12 h-60 a12 12 0 0 1 -12 -12 v-136 c0 -26 24 -34 24 -46z'
    const mark = label ? text(150, 207, 34, main, label) : fruit(150, 196, 18, accent)
    return `<defs><clipPath id="b"><path d="${body}"/></clipPath></defs>
      <path d="${body}" fill="#fff" fill-opacity=".6"/>
      <rect x="100" y="104" width="100" height="170" fill="${main}" clip-path="url(#b)"/>
      <path d="${body}" fill="none" stroke="${OUTLINE}" stroke-width="4"/>
      <rect x="126" y="32" width="48" height="20" rx="5" fill="${accent}" stroke="${OUTLINE}" stroke-width="4"/>
      <rect x="114" y="166" width="72" height="62" rx="10" fill="#fff" stroke="${OUTLINE}" stroke-width="3"/>${mark}
      <rect x="120" y="118" width="8" height="40" rx="4" fill="#fff" opacity=".5"/>`
  },
  glass: (main, accent) => {
    const body = 'M92 76 h116 l-16 180 a12 12 0 0 1 -12 10 h-60 a12 12 0 0 1 -12 -10z'
    return `<defs><clipPath id="g"><path d="${body}"/></clipPath></defs>
      <path d="M178 30 l26 -8" stroke="${OUTLINE}" stroke-width="4" stroke-linecap="round"/>
      <path d="M178 30 l-22 200" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>
      <path d="${body}" fill="#fff" fill-opacity=".6"/>
      <rect x="80" y="100" width="140" height="180" fill="${main}" clip-path="url(#g)"/>
      <g fill="#fff" opacity=".45"><circle cx="124" cy="124" r="7"/><circle cx="168" cy="150" r="5"/><circle cx="140" cy="196" r="6"/></g>
      <path d="${body}" fill="none" stroke="${OUTLINE}" stroke-width="4"/>
      ${fruit(206, 82, 24, accent)}`
  },
  shot: (main, accent) => {
    const body = 'M110 120 h80 l-10 130 a10 10 0 0 1 -10 9 h-40 a10 10 0 0 1 -10 -9z'
    return `<defs><clipPath id="s"><path d="${body}"/></clipPath></defs>
      <path d="${body}" fill="#fff" fill-opacity=".6"/>
      <rect x="100" y="140" width="100" height="130" fill="${main}" clip-path="url(#s)"/>
      <path d="${body}" fill="none" stroke="${OUTLINE}" stroke-width="4"/>${fruit(188, 120, 22, accent)}`
  },
  shirt: (main, accent) =>
    `<path d="M112 52 l-56 30 l22 46 l22 -10 v132 h100 v-132 l22 10 l22 -46 l-56 -30 q-38 28 -76 0z" fill="${main}" stroke="${OUTLINE}" stroke-width="4" stroke-linejoin="round"/>
      ${fruit(150, 150, 26, accent)}`,
  hoodie: (main, accent) =>
    `<path d="M104 62 q46 -62 92 0z" fill="${tint(main, 0.2)}" stroke="${OUTLINE}" stroke-width="4"/>
      <path d="M108 60 l-48 26 l-24 144 h30 l16 -96 v124 h136 v-124 l16 96 h30 l-24 -144 l-48 -26 q-42 34 -84 0z" fill="${main}" stroke="${OUTLINE}" stroke-width="4" stroke-linejoin="round"/>
      <path d="M138 80 v40 M162 80 v40" stroke="#eceff1" stroke-width="4" stroke-linecap="round"/>
      <path d="M112 250 l10 -40 h56 l10 40z" fill="${tint(main, 0.12)}" stroke="${OUTLINE}" stroke-width="3"/>${fruit(150, 168, 20, accent)}`,
  mug: (main, accent) =>
    `<path d="M118 52 q-10 -14 0 -26 M150 52 q-10 -14 0 -26 M182 52 q-10 -14 0 -26" stroke="#b0bec5" stroke-width="5" fill="none" stroke-linecap="round"/>
      <path d="M204 110 h18 a30 30 0 0 1 0 90 h-18" fill="none" stroke="${OUTLINE}" stroke-width="14"/>
      <rect x="86" y="70" width="124" height="180" rx="18" fill="${main}" stroke="${OUTLINE}" stroke-width="4"/>
      <ellipse cx="148" cy="74" rx="58" ry="6" fill="#6d4c41"/>${fruit(148, 166, 32, accent)}`,
  badge: (main, accent, label) =>
    `<circle cx="150" cy="150" r="100" fill="${main}" stroke="${OUTLINE}" stroke-width="4"/>
      <circle cx="150" cy="150" r="86" fill="none" stroke="${accent}" stroke-width="4" stroke-dasharray="10 7"/>
      ${fruit(150, 132, 34, accent)}${text(150, 210, 24, accent, label)}`,
  stickerPack: (main, accent) =>
    [[-14, 110, 120, main], [10, 170, 130, accent], [-4, 140, 176, '#ffca28']]
      .map(([angle, x, y, colour]) =>
        `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 56}" y="${y - 56}" width="112" height="112" rx="22" fill="#fff" stroke="${OUTLINE}" stroke-width="4"/>${fruit(x, y + 6, 30, colour)}</g>`)
      .join(''),
  stickerSheet: (main, accent) => {
    const cells = [0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => [84 + col * 66, 96 + row * 66, (row + col) % 2 ? main : accent]))
    return `<rect x="44" y="40" width="212" height="226" rx="12" fill="#fff" stroke="${OUTLINE}" stroke-width="4"/>
      ${cells.map(([x, y, colour]) => `<circle cx="${x}" cy="${y}" r="26" fill="${colour}" stroke="${OUTLINE}" stroke-width="3"/>`).join('')}
      <path d="M186 224 h40 M206 204 v40" stroke="${accent}" stroke-width="8"/>`
  },
  card: (main, accent, label, holo) =>
    `<defs><linearGradient id="h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${holo ? '#f48fb1' : main}"/><stop offset=".5" stop-color="${holo ? '#80deea' : main}"/><stop offset="1" stop-color="${holo ? '#fff59d' : tint(main, 0.3)}"/></linearGradient></defs>
      <rect x="80" y="34" width="140" height="232" rx="14" fill="url(#h)" stroke="${OUTLINE}" stroke-width="4"/>
      <rect x="94" y="50" width="112" height="128" rx="8" fill="${main}" stroke="${OUTLINE}" stroke-width="3"/>
      ${fruit(150, 118, 34, accent)}${text(150, 208, 15, OUTLINE, label)}
      <rect x="100" y="222" width="100" height="6" rx="3" fill="${OUTLINE}" opacity=".4"/><rect x="100" y="236" width="70" height="6" rx="3" fill="${OUTLINE}" opacity=".4"/>`,
  ticket: (main, accent, label) =>
    `<path d="M40 92 h220 v40 a18 18 0 0 0 0 36 v40 h-220 v-40 a18 18 0 0 0 0 -36z" fill="${main}" stroke="${OUTLINE}" stroke-width="4"/>
      <path d="M196 96 v112" stroke="${accent}" stroke-width="4" stroke-dasharray="8 6"/>
      ${text(118, label.length > 2 ? 161 : 172, label.length > 2 ? 30 : 64, accent, label)}
      <g transform="rotate(90 228 150)">${text(228, 155, 14, accent, 'ADMIT ONE')}</g>`,
  certificate: (main, accent, label) =>
    `<rect x="46" y="50" width="208" height="180" rx="6" fill="${main}" stroke="${OUTLINE}" stroke-width="4"/>
      <rect x="58" y="62" width="184" height="156" fill="none" stroke="${accent}" stroke-width="2"/>
      ${text(150, 104, 28, accent, label)}
      <rect x="92" y="124" width="116" height="6" rx="3" fill="${OUTLINE}" opacity=".35"/><rect x="108" y="140" width="84" height="6" rx="3" fill="${OUTLINE}" opacity=".35"/>
      <path d="M196 196 l-12 56 l16 -10 l12 16 l8 -58z" fill="${accent}"/><circle cx="206" cy="192" r="22" fill="#fbc02d" stroke="${OUTLINE}" stroke-width="3"/>`,
  artwork: (main, accent) =>
    `<rect x="54" y="40" width="192" height="224" fill="#8d6e63" stroke="${OUTLINE}" stroke-width="4"/>
      <rect x="72" y="58" width="156" height="188" fill="${tint(main, 0.7)}"/>
      <path d="M92 246 q58 -80 116 0z" fill="${main}"/><circle cx="150" cy="132" r="40" fill="${accent}"/>
      <path d="M132 144 q18 16 36 0" stroke="${OUTLINE}" stroke-width="4" fill="none" stroke-linecap="round"/>
      <circle cx="136" cy="124" r="5" fill="${OUTLINE}"/><circle cx="164" cy="124" r="5" fill="${OUTLINE}"/>
      <path d="M110 116 q40 -50 80 0 q-40 -24 -80 0z" fill="#5d4037"/>`,
  tote: (main, accent) =>
    `<path d="M112 100 v-30 a38 38 0 0 1 76 0 v30" fill="none" stroke="${OUTLINE}" stroke-width="8"/>
      <path d="M76 100 h148 l-10 160 h-128z" fill="${main}" stroke="${OUTLINE}" stroke-width="4" stroke-linejoin="round"/>${fruit(150, 180, 34, accent)}`,
  bike: (main, accent) =>
    `<g fill="none" stroke="${OUTLINE}" stroke-width="6"><circle cx="84" cy="196" r="48"/><circle cx="216" cy="196" r="48"/></g>
      <path d="M84 196 l46 -76 h70 l16 76 M130 120 l30 76 l40 -76 M84 196 h76" fill="none" stroke="${main}" stroke-width="12" stroke-linejoin="round"/>
      <path d="M84 196 l46 -76 h70 l16 76 M130 120 l30 76 l40 -76 M84 196 h76" fill="none" stroke="${accent}" stroke-width="4" stroke-dasharray="6 10"/>
      <path d="M120 108 h30 M200 120 l-6 -30 h22" stroke="${OUTLINE}" stroke-width="8" stroke-linecap="round" fill="none"/>`,
  beanie: (main, accent) =>
    `<circle cx="150" cy="70" r="24" fill="${accent}"/>
      <path d="M70 200 v-40 a80 80 0 0 1 160 0 v40z" fill="${main}" stroke="${OUTLINE}" stroke-width="4"/>
      <rect x="62" y="196" width="176" height="44" rx="12" fill="${accent}" stroke="${OUTLINE}" stroke-width="4"/>
      <path d="M86 204 v28 M110 204 v28 M134 204 v28 M158 204 v28 M182 204 v28 M206 204 v28" stroke="${main}" stroke-width="4"/>`,
  lego: (main, accent) => {
    const colours = [main, accent, '#1e88e5', '#43a047', main, accent]
    const bricks = colours.map((colour, i) => {
      const y = 236 - i * 32
      const w = 150 - i * 14
      return `<rect x="${150 - w / 2}" y="${y}" width="${w}" height="30" rx="3" fill="${colour}" stroke="${OUTLINE}" stroke-width="3"/>`
    })
    return `${bricks.join('')}${[-20, 0, 20].map((dx) => `<rect x="${142 + dx}" y="66" width="16" height="10" rx="2" fill="${accent}" stroke="${OUTLINE}" stroke-width="3"/>`).join('')}`
  },
  steelBottle: (main, accent) =>
    `<defs><linearGradient id="m" x1="0" x2="1"><stop offset="0" stop-color="${tint(main, 0.5)}"/><stop offset=".4" stop-color="${main}"/><stop offset="1" stop-color="${tint(main, -0.2)}"/></linearGradient></defs>
      <rect x="128" y="30" width="44" height="34" rx="8" fill="${OUTLINE}"/>
      <path d="M130 64 h40 l20 40 v150 a14 14 0 0 1 -14 14 h-52 a14 14 0 0 1 -14 -14 v-150z" fill="url(#m)" stroke="${OUTLINE}" stroke-width="4"/>${fruit(150, 180, 22, accent)}`,
  notebook: (main, accent) =>
    `<rect x="76" y="42" width="156" height="220" rx="10" fill="${main}" stroke="${OUTLINE}" stroke-width="4"/>
      <rect x="76" y="42" width="22" height="220" rx="6" fill="${tint(main, -0.3)}"/>
      <rect x="204" y="42" width="10" height="220" fill="${accent}"/>${fruit(154, 140, 30, accent)}`,
  cap: (main, accent) =>
    `<path d="M64 196 a86 86 0 0 1 172 0z" fill="${main}" stroke="${OUTLINE}" stroke-width="4"/>
      <path d="M150 110 v86" stroke="${tint(main, 0.3)}" stroke-width="3"/><circle cx="150" cy="110" r="8" fill="${main}" stroke="${OUTLINE}" stroke-width="3"/>
      <path d="M56 196 h196 q20 0 20 16 q-100 18 -216 0z" fill="${tint(main, -0.2)}" stroke="${OUTLINE}" stroke-width="4"/>${fruit(112, 164, 18, accent)}`,
  socks: (main, accent) =>
    [[100, main, accent], [176, accent, main]]
      .map(([x, colour, stripe]) =>
        `<path d="M${x - 26} 50 h52 v130 l-4 44 a30 30 0 0 1 -30 28 h-50 a22 22 0 0 1 0 -44 h34 z" fill="${colour}" stroke="${OUTLINE}" stroke-width="4" stroke-linejoin="round"/>
        <path d="M${x - 26} 76 h52 M${x - 26} 96 h52" stroke="${stripe}" stroke-width="8"/><circle cx="${x}" cy="150" r="12" fill="${stripe}"/>`)
      .join(''),
  giftBox: (main, accent) =>
    `<rect x="66" y="128" width="168" height="128" rx="6" fill="${main}" stroke="${OUTLINE}" stroke-width="4"/>
      <rect x="56" y="100" width="188" height="36" rx="6" fill="${tint(main, 0.1)}" stroke="${OUTLINE}" stroke-width="4"/>
      <rect x="138" y="100" width="24" height="156" fill="${accent}"/>
      <path d="M150 100 q-60 -60 -50 -10 q10 14 50 10 q40 4 50 -10 q10 -50 -50 10z" fill="${accent}" stroke="${OUTLINE}" stroke-width="4"/>
      ${text(104, 206, 40, '#fff', '?')}${text(200, 206, 40, '#fff', '?')}`,
  giftCard: (main, accent, label) =>
    `<rect x="40" y="80" width="220" height="140" rx="14" fill="${main}" stroke="${OUTLINE}" stroke-width="4"/>
      <path d="M96 80 v140 M40 130 h220" stroke="${accent}" stroke-width="10"/>
      ${fruit(96, 130, 16, '#ffca28')}${text(196, 196, 44, accent, label)}`,
  tool: (main, accent) =>
    `<path d="M112 128 v-30 a38 38 0 0 1 76 0 v30" fill="none" stroke="${OUTLINE}" stroke-width="12"/>
      <rect x="88" y="126" width="124" height="104" rx="12" fill="${main}" stroke="${OUTLINE}" stroke-width="4"/>
      <circle cx="150" cy="168" r="12" fill="${OUTLINE}"/><rect x="144" y="170" width="12" height="30" rx="4" fill="${OUTLINE}"/>
      <circle cx="206" cy="206" r="36" fill="#fff" fill-opacity=".7" stroke="${accent}" stroke-width="10"/>
      <path d="M232 232 l30 30" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>`,
}

function drawing(name, [shape, main, accent, label, extra]) {
  const draw = shapes[shape]
  if (!draw) throw new Error(`Unknown shape ${shape} for ${name}`)
  const title = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${title}">
  <title>${title}</title>
  <rect width="300" height="300" fill="${tint(main, 0.9)}"/>
  <circle cx="150" cy="156" r="122" fill="${tint(main, 0.78)}"/>
  <ellipse cx="150" cy="276" rx="90" ry="9" fill="#000" opacity=".08"/>
  ${draw(main, accent, label, extra)}
</svg>
`
}

const products = yaml.load(readFileSync(productsFile, 'utf8'))
let written = 0
for (const product of products) {
  if (!product.image.endsWith('.svg')) continue
  const style = STYLES[product.image]
  if (!style) throw new Error(`No style for ${product.image}: add one to STYLES`)
  writeFileSync(join(outputDir, product.image), drawing(product.name, style).replace(/\n\s+</g, '\n  <'))
  written++
}
console.log(`Wrote ${written} product pictures to ${outputDir}`)
