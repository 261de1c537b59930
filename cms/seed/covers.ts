/**
 * Cover images of the demo content, drawn at seed time: each section has its own motif (a
 * video player for courses, a dashboard for operations, a parcel for e-commerce basics, a globe
 * for industry news…) and each document its own variant of it (data, colours and layout come
 * from a generator seeded with the document's key), so no two covers look alike and a reseed
 * draws the same ones. SVG without text (no fonts needed), rendered to WebP by sharp.
 */
export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 630

export type CoverKind =
  | 'online-course'
  | 'operate'
  | 'ecommerce-intro'
  | 'electricity'
  | 'report'
  | 'industry-news'
  | 'novice-guide'
  | 'resource'
  | 'release-record'
  | 'lesson'

/** Two gradient colours per kind. */
const PALETTES: Record<CoverKind, [string, string]> = {
  'online-course': ['#2563eb', '#7c3aed'],
  operate: ['#0891b2', '#2563eb'],
  'ecommerce-intro': ['#16a34a', '#0891b2'],
  electricity: ['#ea580c', '#db2777'],
  report: ['#4f46e5', '#0f766e'],
  'industry-news': ['#b91c1c', '#ea580c'],
  'novice-guide': ['#059669', '#65a30d'],
  resource: ['#9333ea', '#2563eb'],
  'release-record': ['#334155', '#2563eb'],
  lesson: ['#1d4ed8', '#0ea5e9'],
}

/** mulberry32 seeded with a string hash: the same key always draws the same cover. */
export function seededRandom(key: string): () => number {
  let seed = 2166136261
  for (const char of key) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619)
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const white = (opacity: number) => `fill="#fff" fill-opacity="${opacity}"`
const round = (value: number) => Math.round(value)

type Draw = (random: () => number) => string

function series(random: () => number, count: number, low = 0.25, high = 0.9): number[] {
  let value = low + random() * (high - low) * 0.5
  return Array.from({ length: count }, () => (value = Math.min(high, Math.max(low, value + (random() - 0.4) * 0.25))))
}

function lineChart(random: () => number, x: number, y: number, width: number, height: number, points = 8): string {
  const values = series(random, points)
  const coords = values.map((value, index) => `${round(x + (index * width) / (points - 1))},${round(y + height - value * height)}`)
  const area = `${x},${y + height} ${coords.join(' ')} ${x + width},${y + height}`
  return `<polygon points="${area}" ${white(0.14)}/><polyline points="${coords.join(' ')}" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`
}

function bars(random: () => number, x: number, y: number, width: number, height: number, count = 7): string {
  const step = width / count
  return series(random, count)
    .map((value, index) => `<rect x="${round(x + index * step + step * 0.15)}" y="${round(y + height - value * height)}" width="${round(step * 0.7)}" height="${round(value * height)}" rx="8" ${white(0.25)}/>`)
    .join('')
}

function panel(x: number, y: number, width: number, height: number, opacity = 0.12): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="22" ${white(opacity)}/>`
}

function textLines(random: () => number, x: number, y: number, width: number, count: number, gap = 34): string {
  return Array.from({ length: count }, (_, index) => `<rect x="${x}" y="${y + index * gap}" width="${round(width * (0.55 + random() * 0.45))}" height="14" rx="7" ${white(0.35)}/>`).join('')
}

const MOTIFS: Record<CoverKind, Draw> = {
  // A video player: frame, play button, progress bar, chapter list.
  'online-course': (random) => {
    const progress = 0.2 + random() * 0.6
    return `${panel(120, 90, 640, 400, 0.16)}<circle cx="440" cy="270" r="70" ${white(0.85)}/><polygon points="420,232 420,308 482,270" fill="#1e3a8a" fill-opacity="0.8"/><rect x="160" y="440" width="560" height="10" rx="5" ${white(0.3)}/><rect x="160" y="440" width="${round(560 * progress)}" height="10" rx="5" ${white(0.9)}/>${panel(800, 90, 280, 400, 0.1)}${textLines(random, 830, 130, 220, 9, 38)}`
  },
  lesson: (random) => MOTIFS['online-course'](random),
  // An operations dashboard: KPI tiles, a line chart, a bar chart.
  operate: (random) =>
    `${[0, 1, 2].map((index) => `${panel(100 + index * 340, 70, 300, 120)}${textLines(random, 130 + index * 340, 105, 180, 2, 40)}`).join('')}${panel(100, 230, 640, 330)}${lineChart(random, 140, 270, 560, 250)}${panel(780, 230, 320, 330)}${bars(random, 800, 280, 280, 250, 5)}`,
  // A parcel and a shopping cart path: first steps of selling.
  'ecommerce-intro': (random) => {
    const shift = round(random() * 80)
    return `<polygon points="${380 + shift},180 ${600 + shift},110 ${820 + shift},180 ${600 + shift},250" ${white(0.45)}/><polygon points="${380 + shift},180 ${600 + shift},250 ${600 + shift},500 ${380 + shift},430" ${white(0.28)}/><polygon points="${600 + shift},250 ${820 + shift},180 ${820 + shift},430 ${600 + shift},500" ${white(0.18)}/><path d="M ${120},${540 - round(random() * 60)} C 300,460 420,600 ${560 + shift},540 S 900,470 1100,${520 - round(random() * 80)}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="8" stroke-dasharray="4 22" stroke-linecap="round"/>`
  },
  // A news page with a headline chart.
  electricity: (random) =>
    `${panel(160, 70, 560, 490, 0.16)}<rect x="200" y="110" width="300" height="26" rx="13" ${white(0.8)}/>${textLines(random, 200, 170, 470, 3)}${panel(200, 290, 470, 220, 0.14)}${lineChart(random, 230, 320, 410, 160, 6)}${panel(760, 140, 300, 420, 0.1)}${textLines(random, 790, 180, 230, 10, 36)}`,
  // A report: a donut chart and a ranked bar list.
  report: (random) => {
    const share = 0.25 + random() * 0.5
    const circumference = 2 * Math.PI * 130
    return `<circle cx="340" cy="315" r="130" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="60"/><circle cx="340" cy="315" r="130" fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="60" stroke-dasharray="${round(circumference * share)} ${round(circumference)}" transform="rotate(-90 340 315)"/>${series(random, 5, 0.3, 1)
      .sort((a, b) => b - a)
      .map((value, index) => `<rect x="620" y="${150 + index * 70}" width="${round(440 * value)}" height="40" rx="20" ${white(0.3 + index * 0.08)}/>`)
      .join('')}`
  },
  // A globe with trade routes.
  'industry-news': (random) => {
    const cx = 600 + round((random() - 0.5) * 200)
    const meridians = [40, 90, 140].map((rx) => `<ellipse cx="${cx}" cy="315" rx="${rx}" ry="220" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="4"/>`).join('')
    const parallels = [-120, -60, 0, 60, 120].map((dy) => `<line x1="${cx - 210}" y1="${315 + dy}" x2="${cx + 210}" y2="${315 + dy}" stroke="#fff" stroke-opacity="0.25" stroke-width="4"/>`).join('')
    const route = `<path d="M ${cx - 420},${420 - round(random() * 120)} Q ${cx},${40 + round(random() * 80)} ${cx + 430},${380 - round(random() * 140)}" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 20"/>`
    return `<circle cx="${cx}" cy="315" r="220" ${white(0.12)}/><circle cx="${cx}" cy="315" r="220" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="6"/>${meridians}${parallels}${route}`
  },
  // Steps up to a flag.
  'novice-guide': (random) => {
    const steps = 4 + Math.floor(random() * 2)
    const width = 820 / steps
    const blocks = Array.from({ length: steps }, (_, index) => `<rect x="${round(180 + index * width)}" y="${round(520 - (index + 1) * (360 / steps))}" width="${round(width - 14)}" height="${round((index + 1) * (360 / steps))}" rx="12" ${white(0.18 + index * 0.1)}/>`).join('')
    const top = round(520 - 360)
    const flagX = round(180 + (steps - 1) * width + width / 2)
    return `${blocks}<line x1="${flagX}" y1="${top}" x2="${flagX}" y2="${top - 110}" stroke="#fff" stroke-width="8"/><polygon points="${flagX},${top - 110} ${flagX + 90},${top - 85} ${flagX},${top - 60}" ${white(0.9)}/>`
  },
  // A stack of documents.
  resource: (random) =>
    [2, 1, 0]
      .map((layer) => {
        const x = 330 + layer * 60 + round(random() * 30)
        const y = 80 + layer * 40
        return `${panel(x, y, 420, 440, 0.14 + (2 - layer) * 0.1)}${layer === 0 ? textLines(random, x + 40, y + 60, 320, 9, 38) : ''}`
      })
      .join(''),
  // A timeline of releases.
  'release-record': (random) => {
    const count = 4 + Math.floor(random() * 2)
    const gap = 880 / (count - 1)
    const dots = Array.from({ length: count }, (_, index) => {
      const x = round(160 + index * gap)
      const up = index % 2 === 0
      return `<circle cx="${x}" cy="315" r="${index === count - 1 ? 26 : 18}" ${white(0.9)}/>${panel(x - 90, up ? 120 : 380, 180, 130, 0.16)}${textLines(random, x - 60, up ? 155 : 415, 120, 2, 40)}`
    }).join('')
    return `<line x1="120" y1="315" x2="1080" y2="315" stroke="#fff" stroke-opacity="0.5" stroke-width="8" stroke-linecap="round"/>${dots}`
  },
}

/** The cover of one document: its kind's motif, drawn with the document's own data and tilt of colours. */
export function coverSvg(kind: CoverKind, key: string): string {
  const random = seededRandom(`${kind}:${key}`)
  const [from, to] = PALETTES[kind]
  const angle = round(random() * 360)
  const glow = { x: round(200 + random() * 800), y: round(100 + random() * 400), r: round(220 + random() * 200) }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">`,
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>`,
    `<circle cx="${glow.x}" cy="${glow.y}" r="${glow.r}" ${white(0.07)}/>`,
    MOTIFS[kind](random),
    '</svg>',
  ].join('')
}
