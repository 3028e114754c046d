// The Partner card played one single step at a time, with undo, before the play is sent. The engine
// lists every different outcome once (partner-listing: one step order stands for all the orders
// that come to the same thing), but a player may make the same steps in another order. So each
// listed play is taken apart into its agents' paths, and the steps offered next are the next step
// of some agent on some listed path, kept only when the steps made so far, that step and the rest
// of that path in some order are a play the engine's own check (playSplit) accepts. Every step on
// offer therefore leads to a complete play, and the four steps sent are checked the way the host
// checks them.
import type { PieceView, Place, PlayerView, Step } from '@shared/agent-dog/types'
import { PARTNER_STEPS, goalColourFor, isGoal, locOf, placeOf, playSplit, Sim, stepAhead, type Board, type Mover } from '@engine/agent-dog/client'
import { boardAndMover, pieceAt, type PlayAction } from './chooser'
import { placeKey } from './geometry'

/** One agent's part of a listed play: where it starts, each field it steps onto, and which step turns into its goal lane (-1: none). */
interface Path {
  piece: number
  origin: number
  targets: number[]
  turn: number
}

/** A step that may be made next. */
export interface StepChoice {
  step: Step
  from: Place
  to: Place
  /** Turns from the start field into the goal lane. */
  goal: boolean
  /** The agent standing where the step lands (captured, unless the rules forbid the step). */
  captures: PieceView | null
}

export interface PartnerPlanner {
  /** The steps that may come after `made`, each on the way to a complete play; empty once four are made. */
  next(made: readonly Step[]): StepChoice[]
  /** The play for four steps made, or null while it is not complete (or not a play). */
  complete(made: readonly Step[]): PlayAction | null
  /** The agents as the steps made so far leave them (meetings and turning over come after the fourth step). */
  preview(made: readonly Step[]): PieceView[]
}

function stepKey(step: Step): string {
  return `${placeKey(step.from)}${step.goal ? '>g' : ''}`
}

function asChecked(steps: readonly Step[]): Array<{ loc: number; goal: boolean }> {
  return steps.map((s) => ({ loc: locOf(s.from) as number, goal: s.goal === true }))
}

/** Where piece `p` stands after k of its steps. */
function posAfter(path: Path, k: number): number {
  return k === 0 ? path.origin : (path.targets[k - 1] as number)
}

function stepOf(path: Path, k: number): Step {
  const from = placeOf(posAfter(path, k))
  return k === path.turn ? { from, goal: true } : { from }
}

/** A listed play taken apart into its agents' paths (the steps made one after another on a scratch board). */
function pathsOf(board: Board, mover: Mover, steps: readonly Step[]): Path[] | null {
  const sim = new Sim(board)
  const byPiece = new Map<number, Path>()
  for (const step of steps) {
    const loc = locOf(step.from)
    if (loc === null) return null
    const i = sim.at[loc] as number
    if (i < 0) return null
    const turn = step.goal === true && !isGoal(loc)
    const target = stepAhead(loc, goalColourFor(board, mover, i), turn)
    if (target < 0) return null
    const path = byPiece.get(i) ?? { piece: i, origin: loc, targets: [], turn: -1 }
    if (turn) path.turn = path.targets.length
    path.targets.push(target)
    byPiece.set(i, path)
    sim.step(i, target, true, false, null)
  }
  return [...byPiece.values()]
}

/** Every order of a multiset of path indices (at most 3 steps remain, so at most 6 orders). */
function orders(counts: number[]): number[][] {
  const out: number[][] = []
  const current: number[] = []
  const total = counts.reduce((a, b) => a + b, 0)
  const walk = (): void => {
    if (current.length === total) {
      out.push(current.slice())
      return
    }
    counts.forEach((c, q) => {
      if (c === 0) return
      counts[q] = c - 1
      current.push(q)
      walk()
      current.pop()
      counts[q] = c
    })
  }
  walk()
  return out
}

export function partnerPlanner(view: PlayerView, plays: readonly PlayAction[]): PartnerPlanner {
  const { board, mover } = boardAndMover(view)
  const card = plays[0]?.card ?? ''
  const listed: Path[][] = []
  for (const play of plays) {
    if (play.move.kind !== 'split') continue
    const paths = pathsOf(board, mover, play.move.steps)
    if (paths) listed.push(paths)
  }
  const accepted = new Map<string, boolean>()
  const accepts = (steps: readonly Step[]): boolean => {
    const key = steps.map(stepKey).join(' ')
    let ok = accepted.get(key)
    if (ok === undefined) {
      ok = steps.length === PARTNER_STEPS && playSplit(board, mover, asChecked(steps)) !== null
      accepted.set(key, ok)
    }
    return ok
  }

  /** How far each path of a listed play has got, when `made` fits it; else null. */
  const progressOn = (paths: Path[], made: readonly Step[]): number[] | null => {
    const done = paths.map(() => 0)
    for (const step of made) {
      const key = stepKey(step)
      const q = paths.findIndex((p, i) => (done[i] as number) < p.targets.length && stepKey(stepOf(p, done[i] as number)) === key)
      if (q < 0) return null
      done[q] = (done[q] as number) + 1
    }
    return done
  }

  /** The steps made on a scratch board, and where they leave every piece. */
  const walk = (made: readonly Step[]): { sim: Sim; captured: number[] } => {
    const sim = new Sim(board)
    const captured: number[] = []
    for (const step of made) {
      const loc = locOf(step.from) as number
      const i = sim.at[loc] as number
      if (i < 0) break
      const target = stepAhead(loc, goalColourFor(board, mover, i), step.goal === true && !isGoal(loc))
      const hit = sim.at[target] as number
      if (hit >= 0) captured.push(hit)
      sim.step(i, target, true, false, null)
    }
    return { sim, captured }
  }

  return {
    next(made) {
      if (made.length >= PARTNER_STEPS) return []
      const found = new Map<string, Step>()
      for (const paths of listed) {
        const done = progressOn(paths, made)
        if (!done) continue
        paths.forEach((path, q) => {
          const k = done[q] as number
          if (k >= path.targets.length) return
          const step = stepOf(path, k)
          const key = stepKey(step)
          if (found.has(key)) return
          // The rest of this listed play, in some order after this step, must be a play.
          const rest = paths.map((p, r) => p.targets.length - (done[r] as number) - (r === q ? 1 : 0))
          const after = done.map((d, r) => d + (r === q ? 1 : 0))
          for (const order of orders(rest)) {
            const tail = after.slice()
            const steps: Step[] = [...made, step]
            for (const r of order) {
              steps.push(stepOf(paths[r] as Path, tail[r] as number))
              tail[r] = (tail[r] as number) + 1
            }
            if (accepts(steps)) {
              found.set(key, step)
              break
            }
          }
        })
      }
      const here = this.preview(made)
      const { sim } = walk(made)
      return [...found.values()]
        .map((step) => {
          const loc = locOf(step.from) as number
          // The piece's own colour (or, undercover, the mover's) decides the lane it turns into.
          const to = placeOf(stepAhead(loc, goalColourFor(board, mover, sim.at[loc] as number), step.goal === true && !isGoal(loc)))
          return { step, from: step.from, to, goal: step.goal === true, captures: pieceAt({ pieces: here }, to) }
        })
        .sort((a, b) => (locOf(a.from) ?? 0) - (locOf(b.from) ?? 0) || Number(a.goal) - Number(b.goal))
    },
    complete(made) {
      if (made.length !== PARTNER_STEPS || !accepts(made)) return null
      return { type: 'play', card, move: { kind: 'split', steps: made.map((s) => (s.goal ? { from: s.from, goal: true } : { from: s.from })) } }
    },
    preview(made) {
      if (made.length === 0) return view.pieces.slice()
      const { sim } = walk(made)
      const waiting = view.pieces.filter((p) => p.at === 'start-area')
      const out: PieceView[] = []
      for (let i = 0; i < board.n; i++) {
        const p = pieceAt(view, placeOf(board.loc[i] as number))
        if (!p) continue
        const loc = sim.pos[i] as number
        if (loc === board.loc[i]) out.push(p)
        else if (loc >= 0) out.push({ ...p, at: placeOf(loc), onOwnStart: false })
        // A captured agent goes home; an undercover one's home is not known until the host says.
        else if (p.colour !== null && !p.undercover) waiting.push({ at: 'start-area', colour: p.colour, undercover: false, onOwnStart: false })
      }
      return [...out, ...waiting]
    },
  }
}
