// Every part of the setup comes from the seed: a part that never changed would be known before the
// game begins.
import { describe, expect, it } from 'vitest'
import { createGame, type Seat } from '../../../../src/engine/spies-and-lies'
import { INTEL_IDS } from './games'

describe('Spies & Lies engine properties (seeded random games)', () => {
  it('different seeds give different setups', () => {
    const oldIntel = new Set<string>()
    const exhausted = new Set<string>()
    const firstSeats = new Set<Seat>()
    const decks = new Set<string>()
    for (let i = 0; i < 200; i++) {
      const s = createGame({ seed: `setup-${i}-zq` })
      oldIntel.add(s.intelOld[0])
      exhausted.add(`${s.exhausted.red[0]}/${s.exhausted.blue[0]}`)
      firstSeats.add(s.startSeat)
      decks.add(JSON.stringify([...s.intelOld, ...s.intelDeck]))
    }
    expect(oldIntel.size).toBeGreaterThan(1)
    expect(exhausted.size).toBeGreaterThan(1)
    // A fair draw makes these all but certain over 200 seeds (each miss has odds below 1e-15).
    expect(oldIntel.size).toBe(INTEL_IDS.length)
    expect(exhausted.size).toBeGreaterThanOrEqual(50)
    expect(firstSeats.size).toBe(2)
    expect(decks.size).toBeGreaterThanOrEqual(100)
  })
})
