// Per-seat views: what each seat and a spectator may see, and nothing more.
import { describe, expect, it } from 'vitest'
import { viewFor } from '../../../src/engine/confusion'
import { ASSIGNMENT, move, newGame, play, spy, view } from './helpers'

describe('views', () => {
  it('hold the contract\'s fields and this game\'s rules', () => {
    const v = view(newGame({ tokens: true, maxTurns: 50 }), 'white')
    expect(Object.keys(v).sort()).toEqual(
      ['briefcase', 'current', 'learned', 'log', 'notebook', 'orders', 'pending', 'phase', 'placed', 'prompt', 'rules', 'seat', 'spies', 'toAct', 'tokens', 'turn', 'turns', 'winner'].sort(),
    )
    expect(v.rules).toEqual({
      tokens: true,
      variants: { honor: false, tight: false, safeExtraction: false, variableSetup: false, promotion: false },
      answers: 'orders',
      maxTurns: 50,
      firstSeat: 'white',
      pieces: 2,
    })
    expect(v).toMatchObject({ seat: 'white', phase: 'play', turn: 'white', turns: 0, winner: null, pending: null, learned: {} })
    expect(v.current).toEqual({ free: null, attempts: 0, tried: [], revealed: null, swapped: [] })
    expect(v.prompt).toEqual({
      type: 'move',
      attempt: 1,
      movers: [[1, 0], [2, 0], [4, 0], [6, 0], [8, 0], [9, 0], [3, 1], [4, 1], [6, 1], [7, 1], [8, 1], [2, 1], [5, 1]],
      mayPass: false,
      free: { eliminateOwn: true, eliminateDoubleAgent: true, tokens: ['reveal', 'move2', 'swap'] },
    })
  })

  it('show a seat the opponent\'s pieces (the Double Agent as DA) and never its own', () => {
    const s = newGame()
    for (const seat of ['white', 'red'] as const) {
      for (const x of view(s, seat).spies) expect(x.movement).toBe(x.owner === seat ? null : ASSIGNMENT[x.label])
    }
  })

  it('show a spectator no piece, no prompt, no orders', () => {
    const v = view(newGame(), null)
    expect(v.spies.every((x) => x.movement === null)).toBe(true)
    expect(v).toMatchObject({ seat: null, prompt: null, orders: null, learned: {} })
    expect(viewFor(newGame(), 'blue' as never).seat).toBeNull()
  })

  it('give every viewer the same public log: every attempt and its answer', () => {
    const s = move(move(newGame(), 'white', [3, 1], [3, 5]), 'red', [7, 9], [7, 8])
    const logs = (['white', 'red', null] as const).map((seat) => JSON.stringify(view(s, seat).log))
    expect(new Set(logs).size).toBe(1)
    expect(view(s).notebook.filter((n) => n.tries.length > 0)).toEqual([
      { owner: 'white', label: 'H', tries: [{ dir: 'N', dist: 4, yes: false }], crownless: false, revealed: false },
      { owner: 'red', label: 'H', tries: [{ dir: 'N', dist: 1, yes: true }], crownless: false, revealed: false },
    ])
  })

  it('are copies: changing a view changes nothing in the game', () => {
    const s = newGame()
    const before = JSON.stringify(s)
    const v = view(s, 'white')
    v.spies[0].at?.splice(0, 2, 9, 9)
    v.briefcase.at[0] = 0
    if (v.prompt?.type === 'move') v.prompt.movers[0][0] = 7
    v.tokens.white.push('swap')
    expect(JSON.stringify(s)).toBe(before)
  })

  it('show the pending attempt of a by-hand game to everyone, and who must answer', () => {
    const s = move(newGame({ answers: 'by-hand' }), 'white', [3, 1], [3, 2])
    for (const seat of ['white', 'red', null] as const) expect(view(s, seat)).toMatchObject({ pending: { seat: 'white', from: [3, 1], to: [3, 2] }, toAct: ['red'] })
  })

  it('show every piece to every viewer once the game is over (the end screen reveals them)', () => {
    const playing = move(newGame({ maxTurns: 2 }), 'white', [3, 1], [3, 2])
    expect(view(playing, 'white').spies.filter((x) => x.owner === 'white').every((x) => x.movement === null)).toBe(true)
    const over = move(playing, 'red', [7, 9], [7, 8])
    expect(over.phase).toBe('over')
    for (const seat of ['white', 'red', null] as const) {
      for (const x of view(over, seat).spies) expect(x.movement, `${String(seat)} sees ${x.owner} ${x.label}`).toBe(ASSIGNMENT[x.label])
    }
  })

  it('show what a seat learned with Reveal 1 to that seat only', () => {
    const s = play(newGame({ tokens: true }), 'white', { type: 'token', kind: 'reveal', at: [2, 1] })
    expect(view(s, 'white').learned).toEqual({ N: 'M12' })
    expect(view(s, 'red').learned).toEqual({})
    expect(spy(s, 'white', 'N').learned).toBe(true)
  })
})
