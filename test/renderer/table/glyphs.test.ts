// @vitest-environment happy-dom
// Symbols the app relies on are drawn, not typed as emoji: "👁 one person watches" showed an empty
// box on Linux without an emoji font (issue 25, point 3). A pictograph in a template or a message
// needs a font most systems lack; these tests keep them from coming back.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import SeatPresence from '../../../src/renderer/src/components/table/SeatPresence.vue'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { ALL_MESSAGES } from '../all-messages'

const RENDERER = join(__dirname, '../../../src/renderer/src')

/**
 * Pictographs that are plain text symbols in every common UI font (DejaVu, Noto Sans Symbols,
 * Segoe UI Symbol) and default to text presentation: arrows, check and cross, a play triangle.
 */
const TEXT_SYMBOLS = new Set([...'©®™▶↔↖↗↘↙✔✖'])

/** A character that needs an emoji font, or would be drawn from one: reported as `U+XXXX c`. */
function emojiIn(text: string): string[] {
  const found = [...text.matchAll(/\p{Emoji_Presentation}|\p{Extended_Pictographic}|\uFE0F/gu)]
    .map((m) => m[0])
    .filter((c) => !TEXT_SYMBOLS.has(c))
  return [...new Set(found)].map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()} ${c}`)
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.(vue|ts)$/.test(e.name) ? [join(dir, e.name)] : [],
  )
}

function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]]
  if (tree === null || typeof tree !== 'object') return []
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
}

describe('no emoji in the interface', () => {
  it('finds the emoji it looks for', () => {
    expect(emojiIn('👁 one person watches ⚙︎ ☢ 🕵')).toEqual(['U+1F441 👁', 'U+2699 ⚙', 'U+2622 ☢', 'U+1F575 🕵'])
    expect(emojiIn('◆ ● ▲ ■ ✓ ✗ ★ … ↗ ✔')).toEqual([])
  })

  it('has none in the renderer sources (templates, scripts, messages)', () => {
    const files = filesUnder(RENDERER)
    expect(files.length).toBeGreaterThan(50)
    const offending = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => emojiIn(line).map((c) => `${file.slice(RENDERER.length + 1)}:${i + 1} ${c}`)),
    )
    expect(offending).toEqual([])
  })

  it.each(Object.keys(ALL_MESSAGES))('has none in the %s messages', (lang) => {
    const offending = leaves(ALL_MESSAGES[lang as keyof typeof ALL_MESSAGES]).flatMap(([key, text]) => emojiIn(text).map((c) => `${key} ${c}`))
    expect(offending).toEqual([])
  })

  it('draws the watching eye as an icon', () => {
    const w = mount(SeatPresence, {
      props: { seats: {}, held: [], spectators: 1, live: true },
      global: { plugins: [createAppI18n('en')] },
    })
    const line = w.get('[data-test="spectators"]')
    expect(emojiIn(line.text())).toEqual([])
    expect(line.text()).toBe('one person watches')
    const icon = line.get('svg')
    expect(icon.attributes('aria-hidden')).toBe('true')
    expect(icon.find('path').exists()).toBe(true)
    w.unmount()
  })
})
