// Issue 35, point 7: about one man in twelve cannot tell some colours apart. The four seat colours
// (Agent DOG's four, Spies & Lies' two teams) must stay apart in simulated protan, deutan and tritan
// views of both themes, not only in normal vision: each theme's colours as base.css declares them,
// turned by the Machado, Oliveira and Fernandes (2009) matrices for full dichromacy in linear RGB,
// then compared in CIELAB (ΔE*ab). The light theme's yellow was 3.7 from its red in a deutan's view.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SEATS = ['red', 'blue', 'green', 'yellow'] as const
/** Well apart at a glance (a just noticeable difference is about 2.3). */
const MIN_DELTA_E = 9

type Vec = [number, number, number]
const VISIONS: Record<string, Vec[] | null> = {
  normal: null,
  protan: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deutan: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritan: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
}

const linear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)

function rgb(hex: string): Vec {
  const n = (i: number) => linear(parseInt(hex.slice(i, i + 2), 16) / 255)
  return [n(1), n(3), n(5)]
}

function seen(m: Vec[] | null, c: Vec): Vec {
  if (!m) return c
  return m.map((row) => Math.min(1, Math.max(0, row[0] * c[0] + row[1] * c[1] + row[2] * c[2]))) as Vec
}

function lab([r, g, b]: Vec): Vec {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116)
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
}

/** Each theme's seat colours, read from base.css (the light theme first, then the dark one). */
function themes(): Record<string, Record<(typeof SEATS)[number], string>> {
  const css = readFileSync(resolve(__dirname, '../../src/renderer/src/styles/base.css'), 'utf8')
  const block = (start: string) => css.slice(css.indexOf(start), css.indexOf('}', css.indexOf(start)))
  const read = (text: string) => Object.fromEntries(SEATS.map((s) => [s, new RegExp(`--${s}: (#[0-9a-f]{6});`).exec(text)?.[1] ?? ''])) as Record<(typeof SEATS)[number], string>
  return { light: read(block(':root {')), dark: read(block(":root[data-theme='dark'] {")) }
}

describe('the seat colours in simulated colour-vision deficiencies', () => {
  for (const [theme, colours] of Object.entries(themes())) {
    for (const [vision, matrix] of Object.entries(VISIONS)) {
      it(`${theme} theme, ${vision}: every two of the four are at least ΔE ${MIN_DELTA_E} apart`, () => {
        for (const s of SEATS) expect(colours[s], `${theme} --${s}`).toMatch(/^#[0-9a-f]{6}$/)
        for (const [i, a] of SEATS.entries()) {
          for (const b of SEATS.slice(i + 1)) {
            const [la, lb] = [lab(seen(matrix, rgb(colours[a]))), lab(seen(matrix, rgb(colours[b])))]
            const d = Math.hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2])
            expect(d, `${a} and ${b}`).toBeGreaterThanOrEqual(MIN_DELTA_E)
          }
        }
      })
    }
  }
})
