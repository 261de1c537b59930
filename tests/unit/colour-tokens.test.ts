/**
 * Colours are named once: stylesheets use the tokens of src/styles/_tokens.scss, scripts those
 * of src/styles/colors.ts. Fails on a literal colour anywhere else under src (a hex value, an
 * rgb()/hsl() of numbers, a named colour) and when a name both files share has two values.
 * `transparent`, `currentColor` and `inherit` are not colours of their own and stay allowed;
 * rgba($token, alpha) is a token made translucent and is allowed too.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import * as scriptColors from '@/styles/colors'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const src = path.join(root, 'src')
const SCSS_TOKENS = 'src/styles/_tokens.scss'
const SCRIPT_TOKENS = 'src/styles/colors.ts'

// CSS named colours (CSS Color 4), minus transparent and currentColor.
const NAMED = `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod
darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue
firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew
hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid
mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream
mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen
paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue
saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen
steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen`.split(/\s+/)

const HEX = /#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})(?![\w-])/i
// A colour function of numbers; rgba($token, 0.5) and rgb(var(--x)) start with `$` or `var(`.
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[\d.]/i
const NAMED_WORD = new RegExp(`(?<![\\w$@.#-])(?:${NAMED.join('|')})(?![\\w-])`, 'i')
// Script properties and SVG attributes that take a colour.
const COLOUR_KEY = /\b(?:color|background|backgroundColor|border|borderColor|outline|fill|stroke|stopColor|fillStyle|strokeStyle|floodColor)\b\s*[:=]\s*\{?\s*(['"`])([^'"`]*)\1/g

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) filesUnder(full, out)
    else out.push(path.relative(root, full).split(path.sep).join('/'))
  }
  return out
}

/** Blanks comments but keeps line numbers. */
function withoutComments(text: string, lineComments: RegExp): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ')
  return text.replace(/\/\*[\s\S]*?\*\//g, blank).replace(lineComments, blank)
}

interface Finding {
  file: string
  line: number
  text: string
}

function scssFindings(file: string, text: string): Finding[] {
  const found: Finding[] = []
  // `//` that does not follow a colon (a URL's scheme) starts a comment.
  const code = withoutComments(text, /(?<!:)\/\/[^\n]*/g)
  // Declarations end with `;` or `}`; a piece ending with `{` is a selector (#ids, `.red`).
  for (const piece of code.matchAll(/[^;{}]+(?=[;}])/g)) {
    const colon = piece[0].indexOf(':')
    if (colon < 0) continue
    const value = piece[0].slice(colon + 1).replace(/'[^']*'|"[^"]*"/g, '')
    if (HEX.test(value) || FUNCTION.test(value) || NAMED_WORD.test(value)) {
      const offset = piece.index + piece[0].search(/\S/)
      found.push({ file, line: code.slice(0, offset).split('\n').length, text: piece[0].trim().replace(/\s+/g, ' ') })
    }
  }
  return found
}

function scriptFindings(file: string, text: string): Finding[] {
  const found: Finding[] = []
  const lines = withoutComments(text, /(?<![:'"`\w])\/\/[^\n]*/g).split('\n')
  lines.forEach((line, index) => {
    const strings = [...line.matchAll(/(['"`])((?:\\.|(?!\1).)*)\1/g)].map((match) => match[2])
    const literal = strings.some((value) => new RegExp(`^\\s*${HEX.source}\\s*$`, 'i').test(value) || FUNCTION.test(value))
    const named = [...line.matchAll(COLOUR_KEY)].some((match) => NAMED_WORD.test(match[2]) || HEX.test(match[2]))
    if (literal || named) found.push({ file, line: index + 1, text: line.trim() })
  })
  return found
}

describe('colour tokens', () => {
  const files = filesUnder(src)

  it('has no literal colour outside the tokens files', () => {
    const findings = files.flatMap((file) => {
      if (file === SCSS_TOKENS || file === SCRIPT_TOKENS) return []
      const text = readFileSync(path.join(root, file), 'utf8')
      if (file.endsWith('.scss') || file.endsWith('.css')) return scssFindings(file, text)
      if (/\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts')) return scriptFindings(file, text)
      return []
    })
    expect(findings.map((finding) => `${finding.file}:${finding.line}: ${finding.text}`)).toEqual([])
  })

  it('finds the literals it is meant to find', () => {
    expect(scssFindings('a.scss', '.a {\n  color: #fff;\n  border: 1px solid rgba(0, 0, 0, 0.1);\n  background: white;\n}')).toHaveLength(3)
    expect(scssFindings('a.scss', '.a {\n  color: $color-text;\n  background: rgba($color-dark, 0.5);\n  border: 0 solid transparent;\n  fill: currentColor;\n}')).toEqual([])
    expect(scssFindings('a.scss', '.x { color: red; background: #abc; }\n.y {\n  background:\n    linear-gradient(#000, $a);\n}')).toHaveLength(3)
    expect(scssFindings('a.scss', '// #fff in a comment\n.red:hover { font-family: \'Red Hat\'; }\n#a1b { margin: 0 }')).toEqual([])
    expect(scriptFindings('a.tsx', `<rect fill="#fff" />\nctx.fillStyle = 'red'\nconst a = { background: 'rgb(1, 2, 3)' }`)).toHaveLength(3)
    expect(scriptFindings('a.tsx', `<a href="#main">x</a>\n// '#fff'\nconst fill = colorPrimary`)).toEqual([])
  })

  it('gives a name both tokens files share one value', () => {
    const scss = readFileSync(path.join(root, SCSS_TOKENS), 'utf8')
    const tokens = new Map([...scss.matchAll(/^\$([\w-]+):\s*([^;]+);/gm)].map((match) => [match[1], match[2].trim()]))
    const shared = Object.entries(scriptColors).filter(([name, value]) => typeof value === 'string' && tokens.has(kebab(name)))
    expect(shared.length).toBeGreaterThan(0)
    for (const [name, value] of shared) expect([name, value]).toEqual([name, tokens.get(kebab(name))])
  })
})

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}
