// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../src/renderer/src/i18n'

function keys(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix]
  return Object.entries(o).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
}

describe('start, lobby and settings messages', () => {
  it.each(['start', 'lobby', 'settings'] as const)('%s has the same keys, all filled, in every language', (area) => {
    const english = keys(MESSAGES.en[area]).sort()
    expect(english.length).toBeGreaterThan(5)
    for (const lang of ['nl', 'fr', 'de'] as const) {
      expect(keys(MESSAGES[lang][area]).sort(), lang).toEqual(english)
      for (const key of english) {
        const value = key.split('.').filter(Boolean).reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], MESSAGES[lang][area])
        expect(typeof value === 'string' && value.trim() !== '', `${lang}.${area}.${key}`).toBe(true)
      }
    }
  })
})
