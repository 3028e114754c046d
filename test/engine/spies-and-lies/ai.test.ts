// The computer players: every level always answers a view's prompt with one of its legal actions,
// and the same (view, level, seed) always gives the same action. Strength is measured by
// `npm run bench:ai`, not here.
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  actionsForPrompt,
  applyAction,
  createGame,
  promptFor,
  viewFor,
  type Action,
  type GameState,
  type PlayerView,
  type Prompt,
  type Seat,
} from '../../../src/engine/spies-and-lies'
import { chooseAction, type Level } from '../../../src/engine/spies-and-lies/ai'
import { deepFreeze } from '../../support/deep-freeze'
import { playRandomGame } from '../../support/random-game'
import { runs, runsFrom } from '../../support/runs'

const LEVELS: readonly Level[] = ['easy', 'normal', 'hard', 'expert']
const SEATS: readonly Seat[] = ['red', 'blue']
const PROMPTS: ReadonlyArray<Prompt['type']> = ['deploy', 'intel', 'deceive', 'guess', 'marshal', 'captain']

function isLegal(view: PlayerView, action: Action): boolean {
  return actionsForPrompt(view.prompt, view.hand).some((a) => isDeepStrictEqual(a, action))
}

/** Every view with a prompt, for both seats, at every state of `games` random games. */
function promptedViews(games: number, prefix: string): PlayerView[] {
  const views: PlayerView[] = []
  for (let g = 0; g < games; g++) {
    const { states } = playRandomGame(`${prefix}-${g}`, { recordStates: true, setup: g % 4 === 0 ? { wall: 2 } : {} })
    for (const state of states ?? []) {
      for (const seat of SEATS) {
        const view = viewFor(state, seat)
        if (view.prompt !== null) views.push(view)
      }
    }
  }
  return views
}

describe('chooseAction', () => {
  it('answers every prompt of thousands of random views with a legal action, at every level', () => {
    const views = promptedViews(runs(60), 'ai-legal')
    expect(views.length).toBeGreaterThan(runs(2500))
    const seen = new Map<string, number>()
    for (const [k, view] of views.entries()) {
      deepFreeze(view)
      for (const level of LEVELS) {
        // Expert is hard's search with more worlds: a sample of the views keeps the test quick.
        if (level === 'expert' && k % 8 !== 0) continue
        const action = chooseAction(view, level, `legal:${level}`)
        if (!isLegal(view, action)) {
          expect({ level, prompt: view.prompt, hand: view.hand, action }).toBe('a legal action')
        }
      }
      const type = (view.prompt as Prompt).type
      seen.set(type, (seen.get(type) ?? 0) + 1)
    }
    for (const type of PROMPTS) expect(seen.get(type) ?? 0, type).toBeGreaterThan(runs(10))
  }, 120_000)

  it('plays whole games against each other, every decision legal and accepted by the engine', () => {
    const pairs: Array<[Level, Level]> = [
      ['hard', 'normal'],
      ['normal', 'easy'],
      ['easy', 'hard'],
      ['hard', 'hard'],
    ]
    // Every pair with each wall; in the inner loop (test/support/runs.ts) two games, with every
    // level and both walls between them (the list puts the second wall's games in another order).
    const games = [...[0, 1, 2, 3].map((g) => [g, 4] as const), ...[2, 3, 0, 1].map((g) => [g, 1] as const)]
    for (const [g, wall] of runsFrom(games)) {
      const [redLevel, blueLevel] = pairs[g]
      let state: GameState = createGame({ seed: `ai-vs-${g}-${wall}`, wall })
      const levels: Record<Seat, Level> = { red: redLevel, blue: blueLevel }
      for (let step = 0; state.phase !== 'over'; step++) {
        expect(step).toBeLessThan(200)
        const seat = SEATS.find((s) => promptFor(state, s) !== null) as Seat
        const view = viewFor(state, seat)
        const action = chooseAction(view, levels[seat], `game:${g}:${step}`)
        expect(isLegal(view, action)).toBe(true)
        state = applyAction(state, seat, action)
      }
      expect(state.winner).not.toBeNull()
    }
  }, 120_000)

  it('gives the same action for the same view, level and seed, also after the view crossed the wire', () => {
    const views = promptedViews(runs(10), 'ai-determinism')
    for (const [i, view] of views.entries()) {
      for (const level of LEVELS) {
        const seed = `determinism:${i}`
        const first = chooseAction(view, level, seed)
        expect(chooseAction(view, level, seed)).toEqual(first)
        const wired = JSON.parse(JSON.stringify(view)) as PlayerView
        expect(chooseAction(wired, level, seed)).toEqual(first)
      }
    }
  }, 120_000)

  it('refuses a view with nothing to decide', () => {
    const view = viewFor(createGame({ seed: 'ai-nothing' }), null)
    for (const level of LEVELS) expect(() => chooseAction(view, level, 'x')).toThrow()
  })
})
