// @vitest-environment happy-dom
// Issue 35, point 2: a tutorial says only what is true. Where the coach's words make a claim the
// script's own state can check, it is checked here, in every language: the ranks a Spies & Lies
// mission may still hold (by the game's deduction from the player's view; the Sergeant may stand
// anywhere and lie), that a Confusion spy asked to repeat a move is not the player's own Double
// Agent and that the words name that exception, and that the Agent DOG table says the same thing
// everywhere about who is still choosing a card.
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { GameAction } from '../../../src/engine/core/game-module'
import { gameModule } from '../../../src/engine/registry'
import { deduce } from '../../../src/engine/spies-and-lies/client'
import type { PlayerView as SlView } from '../../../src/shared/spies-and-lies/types'
import type { GameState as ConfusionState } from '../../../src/engine/confusion'
import type { Square } from '../../../src/shared/confusion/types'
import type { PlayerView as DogView, Seat as DogSeat } from '../../../src/shared/agent-dog/types'
import SeatsStrip from '../../../src/renderer/src/games/agent-dog/table/SeatsStrip.vue'
import { createAppI18n, LANGUAGES } from '../../../src/renderer/src/i18n'
import { TutorialRun } from '../../../src/renderer/src/tutorial/run'
import type { TutorialScript } from '../../../src/renderer/src/tutorial/script'
import { TUTORIAL as SPIES } from '../../../src/renderer/src/tutorial/scripts/spies-and-lies'
import { TUTORIAL as CONFUSION } from '../../../src/renderer/src/tutorial/scripts/confusion'
import { TUTORIAL as DOG } from '../../../src/renderer/src/tutorial/scripts/agent-dog'
import { AGENT_DOG, ALL_MESSAGES as messages } from '../all-messages'

function text(code: string, key: string): string {
  let at: unknown = messages[code as keyof typeof messages]
  for (const part of key.split('.')) at = (at as Record<string, unknown>)[part]
  if (typeof at !== 'string') throw new Error(`${code}: ${key}`)
  return at
}

interface Seen {
  index: number
  view: unknown
  /** The game's whole state as the step begins (what the coach may rely on, not the player). */
  state: unknown
}

/** Every step of a script as it begins: the player's view and the game's state. */
function walk(script: TutorialScript): Seen[] {
  const rules = gameModule(script.game)
  if (!rules) throw new Error(script.game)
  const run = new TutorialRun(rules, script)
  const seen: Seen[] = []
  for (const [index, step] of script.steps.entries()) {
    run.next()
    seen.push({ index, view: run.view(), state: (run as unknown as { state: unknown }).state })
    if (step.you) expect(run.attempt(step.you as GameAction)).toEqual({ kind: 'done' })
  }
  return seen
}

describe('Spies & Lies: a guess step names every rank the mission may still hold', () => {
  const steps = walk(SPIES)
  const guesses = steps.filter(({ index }) => (SPIES.steps[index]?.you as { type?: string } | undefined)?.type === 'guess')

  it('covers every guess of the script', () => {
    expect(guesses.length).toBe(4)
  })

  for (const { index, view } of guesses) {
    const step = SPIES.steps[index]
    it(`${step?.say}: its words name every rank still possible, in every language`, () => {
      const v = view as SlView
      if (v.prompt?.type !== 'guess') throw new Error('a guess step asks for a guess')
      const belief = deduce(v).missions[v.prompt.mission]
      const possible = Object.entries(belief?.ranks ?? {})
        .filter(([, p]) => p > 0)
        .map(([r]) => Number(r))
      expect(possible).toContain((step?.you as unknown as { rank: number }).rank)
      for (const { code } of LANGUAGES) {
        const words = text(code, step?.say ?? '')
        // A rank as a number, not a mission's number or a count of points ("2 IP").
        const named = (rank: number) => new RegExp(`(?<!\\d|[Mm]ission |[Mm]issie )${rank}(?!\\d)(?! (IP|PI|[Ii]nfiltra))`)
        for (const rank of possible) expect(words, `${code}: ${step?.say} names ${rank}`).toMatch(named(rank))
      }
    })
  }
})

describe('Confusion: a move repeated on the strength of an earlier yes', () => {
  const steps = walk(CONFUSION)
  const seat = CONFUSION.seat
  const same = (a: Square, b: Square) => a[0] === b[0] && a[1] === b[1]

  it("is not the player's Double Agent's, and the words say the Double Agent is the exception", () => {
    // A spy's moves tried before (as a step: from → to), and whether the exception was told.
    const tried = new Map<string, string[]>()
    let told = 0
    for (const { index, state } of steps) {
      const step = CONFUSION.steps[index]
      const you = step?.you as { type: string; from: Square; to: Square } | undefined
      if (you?.type !== 'move') continue
      const s = state as ConfusionState
      const spy = s.spies.find((x) => x.owner === seat && x.removed === null && x.at !== null && same(x.at, you.from))
      if (!spy) throw new Error(`step ${index}: no spy of ${seat} on ${you.from.join(',')}`)
      const vector = `${you.to[0] - you.from[0]},${you.to[1] - you.from[1]}`
      const before = tried.get(spy.label) ?? []
      if (before.includes(vector)) {
        // The coach promises the answer of a piece: true only when a piece, not the enemy, answers.
        expect(spy.movement, `step ${index}: ${spy.label}`).not.toBe('DA')
        if (told === 0) {
          for (const { code } of LANGUAGES) {
            const name = text(code, 'confusion.piece.doubleAgent').toLowerCase()
            expect(text(code, step?.say ?? '').toLowerCase(), `${code}: ${step?.say}`).toContain(name)
          }
        }
        told++
      }
      tried.set(spy.label, [...before, vector])
    }
    expect(told).toBeGreaterThan(0)
  })
})

describe('Agent DOG: who is still choosing a card', () => {
  it('the seats strip marks as choosing exactly the seats the game waits for, at every exchange step', () => {
    const steps = walk(DOG)
    let checked = 0
    for (const { index, view } of steps) {
      const v = view as DogView
      if (v.phase !== 'exchange') continue
      const w = mount(SeatsStrip, { props: { view: v, viewer: DOG.seat as DogSeat, yours: true, ended: false, names: {} }, global: { plugins: [createAppI18n('en', AGENT_DOG)] } })
      const choosing = w
        .findAll('li.seat')
        .filter((li) => li.text().includes('Choosing a card'))
        .map((li) => li.attributes('data-seat'))
      expect(choosing.sort(), `step ${index}`).toEqual([...v.toAct].sort())
      w.unmount()
      checked++
    }
    expect(checked).toBeGreaterThan(2)
  })
})
