import { describe, it, expect } from 'vitest'
import { legalActions, type Action, type GameState, type Rank } from '../../../src/engine/spies-and-lies'
import { expectRuleError, newGame, play, view, type Lineup } from './helpers'

function deployRed(s: GameState, missions: Lineup): GameState {
  return play(s, 'red', { type: 'deploy', missions })
}

/** Every ordered choice of four different cards from `hand`. */
function allArrangements(hand: readonly Rank[]): Lineup[] {
  const out: Lineup[] = []
  for (const a of hand)
    for (const b of hand)
      for (const c of hand)
        for (const d of hand) if (new Set([a, b, c, d]).size === 4) out.push([a, b, c, d])
  return out
}

function lineupsOf(actions: Action[]): string[] {
  return actions.map((a) => {
    if (a.type !== 'deploy') throw new Error(`unexpected ${a.type} in the deploy phase`)
    return a.missions.join('-')
  })
}

describe('deploy', () => {
  it('accepts four soldiers in strictly increasing rank order', () => {
    const s = deployRed(newGame(), [1, 2, 3, 5])
    expect(view(s, 'red').missions.red.map((m) => m.rank)).toEqual([1, 2, 3, 5])
  })

  it('lets the Sergeant stand anywhere: 2-7-4-10, 4-1-2-3 and 5-6-7-4 are valid', () => {
    for (const line of [
      [2, 7, 4, 10],
      [4, 1, 2, 3],
      [5, 6, 7, 4],
      [1, 4, 2, 3],
    ] as Lineup[]) {
      const s = deployRed(newGame({ exhausted: { red: 8, blue: 8 } }), line)
      expect(view(s, 'red').missions.red.map((m) => m.rank)).toEqual(line)
    }
  })

  it('refuses a line-up out of rank order (bad-order)', () => {
    for (const line of [
      [2, 1, 3, 5],
      [5, 3, 7, 9],
      [1, 2, 9, 8],
      [2, 4, 1, 5], // the Sergeant's freedom does not excuse the others
    ] as Lineup[]) {
      expectRuleError(() => deployRed(newGame(), line), 'bad-order')
    }
  })

  it('refuses an exhausted soldier (not-in-hand)', () => {
    expectRuleError(() => deployRed(newGame({ exhausted: { red: 3, blue: 10 } }), [1, 2, 3, 5]), 'not-in-hand')
  })

  it('refuses the same soldier twice (bad-action)', () => {
    expectRuleError(() => deployRed(newGame(), [1, 1, 2, 3]), 'bad-action')
    expectRuleError(() => deployRed(newGame(), [4, 4, 5, 6]), 'bad-action')
  })

  it('refuses a second deployment the same day (already-deployed)', () => {
    const s = deployRed(newGame(), [1, 2, 3, 5])
    expectRuleError(() => deployRed(s, [6, 7, 8, 9]), 'already-deployed')
  })

  it('leaves five soldiers in hand after deploying four of nine', () => {
    const s = deployRed(newGame({ exhausted: { red: 10, blue: 10 } }), [2, 7, 4, 9])
    expect(view(s, 'red').hand).toEqual([1, 3, 5, 6, 8])
    expect(view(s, 'blue').hand).toHaveLength(9)
  })

  it('keeps a deployment secret from the other side until both have deployed, then turns up the Intel card', () => {
    const s = deployRed(newGame(), [1, 2, 3, 5])
    expect(view(s).phase).toBe('deploy')
    expect(view(s).toAct).toEqual(['blue'])
    expect(legalActions(s, 'red')).toEqual([])
    expect(view(s, 'blue').missions.red.map((m) => m.rank)).toEqual([null, null, null, null])
    expect(view(s, null).missions.red.map((m) => m.rank)).toEqual([null, null, null, null])
    const t = play(s, 'blue', { type: 'deploy', missions: [5, 6, 7, 8] })
    expect(view(t).phase).toBe('intel')
    expect(view(t).intel.current).toEqual([4, 5, 6, 7]) // intelOrder[1] = mid-a
  })

  it('offers C(8,4) + 4*C(8,3) = 294 line-ups for a nine-card hand holding the Sergeant', () => {
    const s = newGame({ exhausted: { red: 10, blue: 10 } })
    const lines = lineupsOf(legalActions(s, 'red'))
    expect(lines).toHaveLength(294)
    expect(new Set(lines).size).toBe(294)
  })

  it('offers C(9,4) = 126 line-ups when the Sergeant is exhausted (nine non-Sergeant cards)', () => {
    const s = newGame({ exhausted: { red: 4, blue: 10 } })
    expect(view(s, 'red').hand).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10])
    const lines = lineupsOf(legalActions(s, 'red'))
    expect(lines).toHaveLength(126)
    expect(new Set(lines).size).toBe(126)
  })

  it('accepts exactly the listed line-ups among all 3024 arrangements of the hand', () => {
    const s = newGame({ exhausted: { red: 10, blue: 10 } })
    const legal = new Set(lineupsOf(legalActions(s, 'red')))
    let accepted = 0
    for (const line of allArrangements(view(s, 'red').hand ?? [])) {
      let ok = true
      try {
        deployRed(s, line)
      } catch {
        ok = false
      }
      expect(ok).toBe(legal.has(line.join('-')))
      if (ok) accepted++
    }
    expect(accepted).toBe(294)
  })
})
