// What to do about a threatened run (issue 35, point 4). Warned of a run, newcomers mostly try to
// capture the carrier, and the game refuses most of those tries: the player does not know its own
// spy's piece. So the advice weighs every move the view offers by the chance that the spy's piece
// allows it, as the Notebook's deduction gives it from the seat's own view, and names the move
// likeliest to be allowed that captures the carrier or blocks the run.
import { allows, deduce, lineBetween, movementTypes, ownerDirection, type Deduction, type MovementTable } from '@engine/confusion/client'
import type { Label, PlayerView, Seat, SpyView, Square } from '@shared/confusion/types'
import { confusionHint, type ConfusionHint } from './hints'
import { actionsOf, spyAt, type MoveAction } from './moves'
import { sameSquare } from './frame'

export interface ThreatAnswer {
  kind: 'capture' | 'block'
  label: Label
  move: MoveAction
  /** The chance that the spy's piece allows the move, by the seat's own deduction (1: sure). */
  chance: number
}

interface Ranked {
  answer: ThreatAnswer
  /** LEFT of the run after the move. */
  left: number
}

/** How much of a run is left: one move home is worse than a column it must still run down. */
const LEFT: Readonly<Record<ConfusionHint['kind'], number>> = { oneMove: 2, openRun: 1, opensRun: 0 }

/** Above this the deduction is sure (its probabilities are sums of fractions). */
const SURE = 1 - 1e-9

export function isSure(chance: number): boolean {
  return chance >= SURE
}

/**
 * The chance that the own spy's piece allows `from` → `to`: the deduction's weight of every piece
 * that does. The Double Agent counts as a refusal: the enemy answers for it, and would not let it
 * stop their own run.
 */
function allowedChance(types: MovementTable, mine: Deduction, spy: SpyView, from: Square, to: Square): number {
  const line = lineBetween(from, to)
  if (line === null) return 0
  const dir = ownerDirection(spy.owner, line.dx, line.dy)
  const allowedBy = (piece: keyof MovementTable) => allows(types[piece], dir, line.dist)
  if (spy.promoted) return allowedBy('PROMOTED') ? 1 : 0
  const belief = mine.spies.find((s) => s.label === spy.label)
  if (!belief) return 0
  let chance = 0
  for (const piece of belief.possible) if (piece !== 'DA' && allowedBy(piece)) chance += belief.probabilities[piece] ?? 0
  return Math.min(1, chance)
}

/** The view as it would be after `move` is allowed: a spy on the target is captured, and the carrier's briefcase taken. */
function afterMove(view: PlayerView, move: MoveAction, mover: SpyView): PlayerView {
  const spies = view.spies.map((s): SpyView => {
    if (s === mover) return { ...s, at: move.to }
    if (s.at !== null && sameSquare(s.at, move.to)) return { ...s, at: null, removed: 'captured' }
    return s
  })
  const takes = sameSquare(move.to, view.briefcase.at)
  return { ...view, spies, briefcase: takes ? { at: move.to, holder: { owner: mover.owner, label: mover.label } } : view.briefcase }
}

/**
 * Every move the view offers that captures the enemy's carrier or leaves its run shorter (no
 * longer one move home, or no longer open), with the chance each is allowed; likeliest first, then
 * the one that leaves less of the run, a capture before a block. Empty when no run is threatened
 * or it is not the seat's move.
 */
export function threatAnswers(view: PlayerView, seat: Seat): ThreatAnswer[] {
  const threat = confusionHint(view, seat, null)
  if (threat === null || view.prompt?.type !== 'move' || view.seat !== seat) return []
  const types = movementTypes(view.rules.pieces)
  const mine = deduce(view, seat)
  const ranked: Ranked[] = []
  for (const a of actionsOf(view)) {
    if (a.type !== 'move') continue
    const spy = spyAt(view, a.from)
    if (spy === null || spy.owner !== seat) continue
    const chance = allowedChance(types, mine, spy, a.from, a.to)
    if (chance <= 0) continue
    const after = confusionHint(afterMove(view, a, spy), seat, null)
    const left = after === null ? 0 : LEFT[after.kind]
    if (left >= LEFT[threat.kind]) continue
    const kind = sameSquare(a.to, view.briefcase.at) ? 'capture' : 'block'
    ranked.push({ answer: { kind, label: spy.label, move: a, chance }, left })
  }
  // Chances within a rounding of each other count as equal, so the order does not hang on float noise.
  const weight = (r: Ranked) => Math.round(r.answer.chance * 1e6)
  const captureFirst = (r: Ranked) => (r.answer.kind === 'capture' ? 0 : 1)
  ranked.sort((p, q) => weight(q) - weight(p) || p.left - q.left || captureFirst(p) - captureFirst(q))
  return ranked.map((r) => r.answer)
}

/** The advice with a threat warning: the answer likeliest to be allowed, or null when none may be. */
export function threatAdvice(view: PlayerView, seat: Seat): ThreatAnswer | null {
  return threatAnswers(view, seat)[0] ?? null
}
