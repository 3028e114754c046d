// A finished game's replay, opened once and then stepped or jumped through (issue 26). A record
// (src/shared/replay-record.ts) comes from a file or the network: open() checks all of it against
// the game's own rules — its options, its seats, every action's shape — and replays every move once,
// keeping a snapshot every `every` moves. A step then costs at most `every` applyActions from the
// nearest snapshot, and stepping forward one move costs one (the last state is kept). Pure and
// generic: the game comes in as its rules (a GameModule's replay part), none is imported here.
import type { AnyGameModule, BaseView, GameAction } from './game-module'
import type { Move } from './replay'
import { splitRoomOptions } from './room-options'

/** What a replay needs of a game: no legal-action lists, no computer player. */
export const REPLAY_RULES_KEYS = [
  'id',
  'seatsFor',
  'teamsFor',
  'createGame',
  'applyAction',
  'viewFor',
  'revealedViewFor',
  'winner',
  'chapterOf',
  'optionsSchema',
  'actionSchema',
  'ruleErrorCode',
] as const satisfies ReadonlyArray<keyof AnyGameModule>
export type ReplayRulesKey = (typeof REPLAY_RULES_KEYS)[number]

export type ReplayRules = Pick<AnyGameModule, ReplayRulesKey>

/** The part of a replay record (src/shared/replay-record.ts) a replay reads. */
export interface ReplaySource {
  game: string
  /** The room's options: the game's plus the room's own (deduction). */
  options: Readonly<Record<string, unknown>>
  seed: string
  /** Every seat of the game, in turn order (what each holds is not read here). */
  seats: Readonly<Record<string, unknown>>
  moves: ReadonlyArray<{ seat: string; action: unknown }>
}

export type ReplayErrorCode = 'bad-options' | 'bad-seats' | 'bad-move'

/** A record that does not fit its game: options, seats, or a move (which one: `move`). */
export class ReplayError extends Error {
  readonly code: ReplayErrorCode
  /** 0-based index of the first move that fails ('bad-move' only). */
  readonly move?: number

  constructor(code: ReplayErrorCode, message: string, move?: number) {
    super(message)
    this.name = 'ReplayError'
    this.code = code
    if (move !== undefined) this.move = move
  }
}

/** Snapshots every this many moves unless open() is told otherwise. */
export const DEFAULT_SNAPSHOT_EVERY = 64

export class ReplayCursor {
  /** Number of moves; steps are 0..length (step k: the state after k moves). */
  readonly length: number
  /** The game's seats in turn order (rules.seatsFor(options)). */
  readonly seats: string[]
  /** Seats that win together (empty: everyone plays alone). */
  readonly teams: string[][]
  /** Who won by the rules at the last step: null when the record ends before the rules end the game (a concession, a forfeit). */
  readonly winner: string[] | 'draw' | null
  /** Where each day / turn / round (the game's chapterOf) begins, in order: read off the states while open() replays them. */
  readonly chapters: ReadonlyArray<{ n: number; step: number }>

  /** The last state asked for, so the next step forward costs one applyAction. */
  private last: { step: number; state: unknown }

  private constructor(
    private readonly rules: ReplayRules,
    private readonly moves: readonly Move[],
    /** snapshots[i]: the state after i * every moves. */
    private readonly snapshots: readonly unknown[],
    private readonly every: number,
    /** The state after the last move. */
    private readonly final: unknown,
    seats: string[],
    teams: string[][],
    chapters: ReadonlyArray<{ n: number; step: number }>,
  ) {
    this.length = moves.length
    this.seats = seats
    this.teams = teams
    this.chapters = chapters
    this.winner = rules.winner(final)
    this.last = { step: moves.length, state: final }
  }

  /**
   * Checks `record` against `rules` and replays every move once. Throws ReplayError: 'bad-options'
   * (another game's record, options that do not fit, or a set-up the game refuses), 'bad-seats'
   * (the seat names are not the game's, in turn order) or 'bad-move' (a move by no seat of the
   * game, an action that is none of the game's, or one its rules refuse: `move` says which).
   */
  static open(rules: ReplayRules, record: ReplaySource, every = DEFAULT_SNAPSHOT_EVERY): ReplayCursor {
    if (!Number.isInteger(every) || every < 1) throw new RangeError(`snapshots are kept every whole number of moves, not ${every}`)
    if (record.game !== rules.id) throw new ReplayError('bad-options', `a ${record.game} record is not replayed by the ${rules.id} rules`)
    const options = splitRoomOptions(rules, record.options, (problem) => new ReplayError('bad-options', problem)).game
    const seats = rules.seatsFor(options)
    const named = Object.keys(record.seats)
    if (named.length !== seats.length || seats.some((seat, i) => named[i] !== seat)) {
      throw new ReplayError('bad-seats', `seats ${named.join(',')} are not those of the game (${seats.join(',')})`)
    }
    const moves = record.moves.map((move, i): Move => {
      if (!seats.includes(move.seat)) throw new ReplayError('bad-move', `move index ${i} is by ${JSON.stringify(move.seat)}, which is no seat of this game`, i)
      const action = rules.actionSchema.safeParse(move.action)
      if (!action.success) throw new ReplayError('bad-move', `move index ${i} is no ${rules.id} action: ${action.error.issues[0]?.message ?? 'invalid'}`, i)
      return { seat: move.seat, action: action.data }
    })
    let state: unknown
    try {
      state = rules.createGame({ ...(options as object), seed: record.seed })
    } catch (error) {
      const code = rules.ruleErrorCode(error)
      if (code === null) throw error
      throw new ReplayError('bad-options', `the game refuses this set-up: ${code}: ${(error as Error).message}`)
    }
    const snapshots: unknown[] = [state]
    const chapters = [{ n: rules.chapterOf(state), step: 0 }]
    moves.forEach((move, i) => {
      state = applyMove(rules, state, move, i)
      if ((i + 1) % every === 0) snapshots.push(state)
      const n = rules.chapterOf(state)
      if (n !== chapters[chapters.length - 1]?.n) chapters.push({ n, step: i + 1 })
    })
    return new ReplayCursor(rules, moves, snapshots, every, state, seats, rules.teamsFor?.(options) ?? [], chapters)
  }

  /**
   * The state after `step` moves, from the last state asked for when it is on the way, else from
   * the nearest snapshot at or below `step`. States are shared: never change one.
   */
  stateAt(step: number): unknown {
    this.checkStep(step)
    const base = Math.floor(step / this.every) * this.every
    if (step === this.length) return this.final
    let { step: from, state } = this.last
    if (from > step || from < base) {
      from = base
      state = this.snapshots[base / this.every]
    }
    for (let k = from; k < step; k++) state = applyMove(this.rules, state, this.moves[k], k)
    this.last = { step, state }
    return state
  }

  /** What `seat` (null: a spectator) saw after `step` moves ('seat'), or that view with the whole board shown and no prompt ('revealed'). */
  viewAt(step: number, seat: string | null, how: 'revealed' | 'seat'): BaseView {
    if (seat !== null && !this.seats.includes(seat)) throw new RangeError(`${JSON.stringify(seat)} is no seat of this game`)
    const state = this.stateAt(step)
    return how === 'revealed' ? this.rules.revealedViewFor(state, seat) : this.rules.viewFor(state, seat)
  }

  /** The move that led to `step` (null at step 0), as the action schema parsed it. */
  moveAt(step: number): Move | null {
    this.checkStep(step)
    if (step === 0) return null
    const { seat, action } = this.moves[step - 1]
    return { seat, action: structuredClone(action) }
  }

  private checkStep(step: number): void {
    if (!Number.isInteger(step) || step < 0 || step > this.length) throw new RangeError(`step ${step} is not one of 0..${this.length}`)
  }
}

/** One move of a record applied; a refusal is the record's fault ('bad-move'), anything else a bug that is thrown as it is. */
function applyMove(rules: ReplayRules, state: unknown, move: Move<string, GameAction>, index: number): unknown {
  try {
    return rules.applyAction(state, move.seat, move.action)
  } catch (error) {
    const code = rules.ruleErrorCode(error)
    if (code === null) throw error
    throw new ReplayError('bad-move', `move index ${index} (${move.seat} ${move.action.type}) is refused: ${code}: ${(error as Error).message}`, index)
  }
}
