// Setup: each side's movement pieces shuffled onto its spies from the seed, the
// spies on their setup squares (T3) or placed by their owners (Variant 4), the briefcase in the
// centre, the tokens, the first player, and each side's default standing orders.
import { refuse } from './errors'
import { nextInt, seedRng, shuffled } from '../core/rng'
import { freshTurn } from './state'
import { BOARD, CURRENT_PIECES, DOUBLE_AGENT, PIECE_SET_IDS, SEATS, SETUP_POSITIONS, SPY_IDS, SPY_X, TOKEN_KINDS, TYPE_IDS } from './tables'
import { startTurn } from './turn'
import type { GameState, Label, MovementId, Rules, Seat, SetupOptions, SpyState, Square, TokenKind, Variants } from './types'

const VARIANT_KEYS: ReadonlyArray<keyof Variants> = ['honor', 'tight', 'safeExtraction', 'variableSetup', 'promotion']

function bad(why: string): never {
  refuse('bad-setup', why)
}

function isSeat(x: unknown): x is Seat {
  return x === 'white' || x === 'red'
}

/** The labels of a side's spies in play: all 13, or 12 without X under Variant 1. */
export function labelsInPlay(honor: boolean): readonly Label[] {
  return honor ? SPY_IDS.filter((l) => l !== SPY_X) : SPY_IDS
}

/** A side's movement pieces: the 12 types and the Double Agent (not under Variant 1). */
export function piecesInPlay(honor: boolean): readonly MovementId[] {
  return honor ? TYPE_IDS : [...TYPE_IDS, DOUBLE_AGENT]
}

/** A label's setup square for `seat`: T3 for White, turned 180° for Red. */
export function setupSquare(seat: Seat, label: Label): Square {
  const [x, y] = SETUP_POSITIONS[label]
  return seat === 'white' ? [x, y] : [BOARD.WIDTH - 1 - x, BOARD.HEIGHT - 1 - y]
}

function checkTokens(tokens: unknown): void {
  if (tokens === undefined || typeof tokens === 'boolean') return
  if (typeof tokens !== 'object' || tokens === null) bad('tokens must be true, false or a set per side')
  for (const seat of SEATS) {
    const list = (tokens as Record<string, unknown>)[seat]
    const ok = Array.isArray(list) && list.every((k) => TOKEN_KINDS.includes(k as TokenKind)) && new Set(list).size === list.length
    if (!ok) bad(`tokens.${seat} must list distinct token kinds (${TOKEN_KINDS.join(', ')})`)
  }
}

function checkVariants(variants: unknown): void {
  if (variants === undefined) return
  if (typeof variants !== 'object' || variants === null) bad('variants must be an object')
  for (const [key, value] of Object.entries(variants)) {
    if (!VARIANT_KEYS.includes(key as keyof Variants)) bad(`unknown variant ${JSON.stringify(key)}`)
    if (value !== undefined && typeof value !== 'boolean') bad(`variant ${key} must be true or false`)
  }
}

/**
 * The given assignment for one side, as a full label → piece record. It must put each of the side's
 * pieces on exactly one of its labels. (ruling) Under Variant 1 a given X is ignored if it holds the
 * Double Agent, the piece and the spy that Variant 1 leaves out.
 */
function checkAssignment(seat: Seat, given: unknown, honor: boolean): Partial<Record<Label, MovementId>> {
  if (typeof given !== 'object' || given === null) bad(`movement.${seat} must map labels to movement pieces`)
  const record = given as Record<string, unknown>
  const labels = labelsInPlay(honor)
  const pieces = piecesInPlay(honor)
  for (const key of Object.keys(record)) {
    if (labels.includes(key as Label)) continue
    if (honor && key === SPY_X && record[key] === DOUBLE_AGENT) continue
    bad(`movement.${seat} names ${JSON.stringify(key)}, not a spy in play`)
  }
  const out: Partial<Record<Label, MovementId>> = {}
  const used = new Set<MovementId>()
  for (const label of labels) {
    const piece = record[label]
    if (!pieces.includes(piece as MovementId)) bad(`movement.${seat}.${label} must be one of ${pieces.join(', ')}`)
    if (used.has(piece as MovementId)) bad(`movement.${seat} uses ${String(piece)} twice`)
    used.add(piece as MovementId)
    out[label] = piece as MovementId
  }
  return out
}

function checkOptions(o: SetupOptions): void {
  if (typeof o !== 'object' || o === null) bad('setup options must be an object')
  if (typeof o.seed !== 'string') bad('seed must be a string')
  if (o.firstSeat !== undefined && !isSeat(o.firstSeat)) bad('firstSeat must be white or red')
  checkTokens(o.tokens)
  checkVariants(o.variants)
  if (o.answers !== undefined && o.answers !== 'orders' && o.answers !== 'by-hand') bad("answers must be 'orders' or 'by-hand'")
  if (o.maxTurns !== undefined && (!Number.isInteger(o.maxTurns) || o.maxTurns < 1)) bad('maxTurns must be a whole number of at least 1')
  if (o.pieces !== undefined && !PIECE_SET_IDS.includes(o.pieces)) bad(`pieces must be one of ${PIECE_SET_IDS.join(', ')}`)
  if (o.movement !== undefined) {
    if (typeof o.movement !== 'object' || o.movement === null) bad('movement must give an assignment per side')
  }
}

function resolveRules(o: SetupOptions, drawnFirst: Seat): Rules {
  const v = o.variants ?? {}
  return {
    tokens: o.tokens !== undefined && o.tokens !== false,
    variants: {
      honor: v.honor === true,
      tight: v.tight === true,
      safeExtraction: v.safeExtraction === true,
      variableSetup: v.variableSetup === true,
      promotion: v.promotion === true,
    },
    answers: o.answers ?? 'orders',
    maxTurns: o.maxTurns ?? null,
    firstSeat: o.firstSeat ?? drawnFirst,
    pieces: o.pieces ?? CURRENT_PIECES,
  }
}

function tokensOf(o: SetupOptions, seat: Seat): TokenKind[] {
  const t = o.tokens
  if (t === true) return TOKEN_KINDS.slice()
  if (typeof t === 'object' && t !== null) return TOKEN_KINDS.filter((k) => t[seat].includes(k))
  return []
}

export function createGame(options: SetupOptions): GameState {
  checkOptions(options)
  const honor = options.variants?.honor === true
  const labels = labelsInPlay(honor)
  const pieces = piecesInPlay(honor)
  const given = options.movement
  const assigned = {
    white: given ? checkAssignment('white', given.white, honor) : undefined,
    red: given ? checkAssignment('red', given.red, honor) : undefined,
  }

  // Draws happen in a fixed order whether or not an option overrides them, so fixing one option
  // (the assignment, the first seat) never changes another's draw.
  const rng = seedRng(options.seed)
  const drawn: Record<Seat, Partial<Record<Label, MovementId>>> = { white: {}, red: {} }
  for (const seat of SEATS) {
    const order = shuffled(rng, pieces)
    labels.forEach((label, i) => {
      drawn[seat][label] = order[i]
    })
  }
  const drawnFirst: Seat = SEATS[nextInt(rng, 2)]
  const drawnOrders = { white: TYPE_IDS[nextInt(rng, TYPE_IDS.length)], red: TYPE_IDS[nextInt(rng, TYPE_IDS.length)] }

  const rules = resolveRules(options, drawnFirst)
  const movement = { white: assigned.white ?? drawn.white, red: assigned.red ?? drawn.red }
  const spies: SpyState[] = []
  for (const seat of SEATS) {
    for (const label of labels) {
      spies.push({
        owner: seat,
        label,
        movement: movement[seat][label] as MovementId,
        at: rules.variants.variableSetup ? null : setupSquare(seat, label),
        promoted: false,
        removed: null,
        learned: false,
        tries: [],
        crownless: false,
      })
    }
  }
  // Standing orders exist only where the Double Agent's answers come from them.
  const ordersApply = !honor && rules.answers === 'orders'
  const state: GameState = {
    version: 1,
    setup: { seed: options.seed, movement },
    rules,
    phase: rules.variants.variableSetup ? 'place' : 'play',
    spies,
    briefcase: { at: [BOARD.BRIEFCASE_START[0], BOARD.BRIEFCASE_START[1]], holder: null },
    tokens: { white: tokensOf(options, 'white'), red: tokensOf(options, 'red') },
    orders: {
      white: ordersApply ? { as: drawnOrders.white } : null,
      red: ordersApply ? { as: drawnOrders.red } : null,
    },
    placed: { white: !rules.variants.variableSetup, red: !rules.variants.variableSetup },
    turn: rules.firstSeat,
    turns: 0,
    current: freshTurn(),
    pending: null,
    extraction: { white: null, red: null },
    winner: null,
    log: [{ type: 'setup', first: rules.firstSeat }],
  }
  if (state.phase === 'play') startTurn(state, rules.firstSeat)
  return state
}
