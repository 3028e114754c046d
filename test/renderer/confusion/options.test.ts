// The set-up form's choices for Confusion become room options the engine accepts: the variants
// nested, only what differs from the printed game, the draw limit left out when off.
import { describe, expect, it } from 'vitest'
import { optionsSchema } from '../../../src/engine/confusion'
import { defaultOptions, gameEntry } from '../../../src/renderer/src/games'
import { CONFUSION_OPTION_FIELDS, DRAW_LIMITS, VARIANT_KEYS, confusionRoomOptions } from '../../../src/renderer/src/games/confusion/options'

describe('Confusion set-up options', () => {
  const entry = gameEntry('confusion')

  it('are in the registry: two seats, White first, every option with a default', () => {
    expect(entry?.seatsFor({})).toEqual(['white', 'red'])
    expect(entry?.optionFields).toBe(CONFUSION_OPTION_FIELDS)
    expect(entry?.optionFields.map((f) => f.key)).toEqual(['tokens', ...VARIANT_KEYS, 'answers', 'maxTurns'])
    expect(entry?.seatLook('white')).toEqual({ colour: 'white', mark: '●' })
    expect(entry?.seatLook('red')).toEqual({ colour: 'red', mark: '◆' })
  })

  it('leave the printed game untouched by default', () => {
    const form = defaultOptions(entry as NonNullable<typeof entry>)
    expect(confusionRoomOptions(form)).toEqual({})
    expect(optionsSchema.safeParse(confusionRoomOptions(form)).success).toBe(true)
  })

  it('turn every combination of choices into options the engine accepts', () => {
    for (let mask = 0; mask < 1 << VARIANT_KEYS.length; mask++) {
      for (const maxTurns of DRAW_LIMITS) {
        const form: Record<string, unknown> = { tokens: mask % 2 === 0, answers: mask % 3 === 0 ? 'by-hand' : 'orders', maxTurns }
        VARIANT_KEYS.forEach((k, i) => (form[k] = (mask & (1 << i)) !== 0))
        const options = confusionRoomOptions(form)
        const parsed = optionsSchema.safeParse(options)
        expect(parsed.success, JSON.stringify(options)).toBe(true)
        expect(options.maxTurns).toBe(maxTurns === 0 ? undefined : maxTurns)
        const variants = (options.variants ?? {}) as Record<string, boolean>
        VARIANT_KEYS.forEach((k, i) => expect(variants[k] === true).toBe((mask & (1 << i)) !== 0))
      }
    }
    // The room option of the app passes through.
    expect(confusionRoomOptions({ deduction: true, promotion: true })).toEqual({ deduction: true, variants: { promotion: true } })
  })
})
