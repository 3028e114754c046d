// A tutorial's game as it goes: the state after the steps so far, built with the game's own rules
// (its replay face: no computer player). Pure: the tutorial screen drives it, and the script test
// plays every script through it.
import type { BaseView, GameAction } from '@engine/core/game-module'
import type { ReplayRules } from '@engine/core/replay-cursor'
import { splitRoomOptions } from '@engine/core/room-options'
import type { TutorialScript, TutorialStep } from './script'

/** What the player's move did: the step's move (the step is done), another legal move, or one the rules refuse (their reason). */
export type Attempt = { kind: 'done' } | { kind: 'other' } | { kind: 'refused'; rule: string }

export class TutorialRun {
  private state: unknown
  /** The step on screen (steps.length: the tutorial is over). */
  step = -1

  /** The game's seats, in turn order. */
  readonly seats: string[]

  constructor(
    private readonly rules: ReplayRules,
    readonly script: TutorialScript,
  ) {
    const options = splitRoomOptions(rules, script.options, (problem) => new Error(`tutorial ${script.game}: ${problem}`)).game
    this.seats = rules.seatsFor(options)
    this.state = rules.createGame({ ...(options as object), seed: script.seed })
  }

  get current(): TutorialStep | null {
    return this.script.steps[this.step] ?? null
  }

  get over(): boolean {
    return this.step >= this.script.steps.length
  }

  /** Goes to the next step, making the other seats' moves it begins with. */
  next(): void {
    if (this.over) return
    this.step += 1
    for (const move of this.current?.them ?? []) this.state = this.rules.applyAction(this.state, move.seat, move.action)
  }

  /**
   * The player's move: applied (and the step done) when it is the step's, or when it leaves the game
   * exactly as the step's would, but for the log (the Partner's steps in another order); the fixed
   * moves after it then stay legal all the same.
   */
  attempt(action: GameAction): Attempt {
    const wanted = this.current?.you
    if (wanted && same(action, wanted)) {
      this.state = this.rules.applyAction(this.state, this.script.seat, wanted)
      return { kind: 'done' }
    }
    let after: unknown
    try {
      after = this.rules.applyAction(this.state, this.script.seat, action)
    } catch (err) {
      const rule = this.rules.ruleErrorCode(err)
      if (rule === null) throw err
      return { kind: 'refused', rule }
    }
    if (wanted && same(withoutLog(after), withoutLog(this.rules.applyAction(this.state, this.script.seat, wanted)))) {
      this.state = after
      return { kind: 'done' }
    }
    return { kind: 'other' }
  }

  /** The player's view now; it asks for a decision only while the step waits for one (else nobody waits for the player either). */
  view(): BaseView {
    const view = this.rules.viewFor(this.state, this.script.seat)
    return this.current?.you ? view : { ...view, prompt: null, toAct: view.toAct.filter((seat) => seat !== this.script.seat) }
  }
}

/** A game's state but its log (which tells moves apart that end alike). */
function withoutLog(state: unknown): unknown {
  if (typeof state !== 'object' || state === null) return state
  return Object.fromEntries(Object.entries(state).filter(([key]) => key !== 'log'))
}

/** Two values alike (actions, states), whatever the order of their keys. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.length === kb.length && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}
