// The play chooser's data: from the plays the engine lists for the viewer (legalActionsFromView),
// what each hand card can do, arranged the way a player chooses: bring an agent in, or which agent
// and then how far (1 or 11; into the goal or round again); for Swap the first undercover agent and
// then the second. Only complete plays are ever offered: every choice here is one of the listed
// actions. The Partner's four single steps are partner-steps.ts.
import type { Action, Card, CardKind, PieceView, Place, PlayerView } from '@shared/agent-dog/types'
import { BOARD_GEOMETRY, boardOfView, goalColourFor, locOf, moverOf, placeOf, plainDestination, type Board, type Mover } from '@engine/agent-dog/client'
import { placeKey } from './geometry'

export type PlayAction = Extract<Action, { type: 'play' }>

/** What one card of the hand can do now. */
export interface CardChoice {
  card: Card
  /** The kind it is played as: its own, or for a Copy the last kind played (null: nothing to copy yet). */
  as: CardKind | null
  plays: PlayAction[]
}

export function isPlay(a: Action): a is PlayAction {
  return a.type === 'play'
}

/** Every card of the viewer's hand, in hand order, with the plays the engine lists for it. */
export function cardChoices(view: PlayerView, actions: readonly Action[]): CardChoice[] {
  const plays = actions.filter(isPlay)
  return (view.hand ?? []).map((card) => ({
    card,
    as: card.kind === 'copy' ? view.lastPlayed : card.kind,
    plays: plays.filter((a) => a.card === card.id),
  }))
}

/** How a card's plays are chosen. */
export type ChoiceKind = 'plain' | 'swap' | 'split' | 'none'

export function choiceKind(choice: CardChoice): ChoiceKind {
  const first = choice.plays[0]
  if (!first) return 'none'
  if (first.move.kind === 'swap') return 'swap'
  if (first.move.kind === 'split') return 'split'
  return 'plain'
}

/** The piece standing on a field of the view, if any. */
export function pieceAt(view: Pick<PlayerView, 'pieces'>, place: Place): PieceView | null {
  const key = placeKey(place)
  return view.pieces.find((p) => p.at !== 'start-area' && placeKey(p.at) === key) ?? null
}

/** The board and the mover the engine would use for the viewer's plays (a view-built board: no hidden colour in it). */
export function boardAndMover(view: PlayerView): { board: Board; mover: Mover } {
  const board = boardOfView(view.pieces)
  if (view.seat === null) throw new Error('a spectator plays nothing')
  return { board, mover: moverOf(board, view.seat, view.players, view.rules) }
}

/** One way to move an agent with a number. */
export interface MoveChoice {
  action: PlayAction
  steps: number
  /** Turns into the goal lane (else goes round again, or is already in the lane). */
  goal: boolean
  /** It could go either way: this is one of the two. */
  either: boolean
  to: Place
  /** The agent standing where it ends, which it captures. */
  captures: PieceView | null
}

/** One agent that may move, and how. */
export interface AgentChoice {
  from: Place
  piece: PieceView
  moves: MoveChoice[]
}

export interface PlainChoices {
  /** Bring an agent into play (a start card, or a Copy of one). */
  enter: PlayAction | null
  /** The colour that enters, and who stands on its start field now (captured by entering). */
  enterColour: PlayerView['playing']
  enterCaptures: PieceView | null
  agents: AgentChoice[]
}

/** Enter, and each agent's numbered moves, for a card played as a number or a start card. */
export function plainChoices(view: PlayerView, plays: readonly PlayAction[]): PlainChoices {
  const { board, mover } = boardAndMover(view)
  const agents = new Map<string, AgentChoice>()
  let enter: PlayAction | null = null
  for (const action of plays) {
    const move = action.move
    if (move.kind === 'enter') {
      enter = action
      continue
    }
    if (move.kind !== 'steps') continue
    const loc = locOf(move.from)
    const piece = pieceAt(view, move.from)
    if (loc === null || !piece) continue
    const to = plainDestination(board, loc, move.steps, goalColourFor(board, mover, board.at[loc] as number), move.goal === true)
    if (to < 0) continue
    const key = placeKey(move.from)
    const agent = agents.get(key) ?? { from: move.from, piece, moves: [] }
    const toPlace = placeOf(to)
    agent.moves.push({ action, steps: move.steps, goal: move.goal === true, either: false, to: toPlace, captures: pieceAt(view, toPlace) })
    agents.set(key, agent)
  }
  for (const agent of agents.values()) {
    for (const m of agent.moves) m.either = agent.moves.some((o) => o !== m && o.steps === m.steps)
    agent.moves.sort((a, b) => a.steps - b.steps || Number(b.goal) - Number(a.goal))
  }
  const colour = view.playing
  const start: Place = { track: colour ? BOARD_GEOMETRY.START_FIELD[colour] : 0 }
  return {
    enter,
    enterColour: colour,
    enterCaptures: enter ? pieceAt(view, start) : null,
    agents: [...agents.values()],
  }
}

/** Swap: the undercover agents that can be swapped, and with which. */
export interface SwapChoices {
  firsts: Place[]
  /** The plays that swap `first` with another agent, keyed by that other agent's place. */
  withFirst(first: Place): Array<{ other: Place; action: PlayAction }>
}

export function swapChoices(plays: readonly PlayAction[]): SwapChoices {
  const pairs: Array<{ a: Place; b: Place; action: PlayAction }> = []
  for (const action of plays) if (action.move.kind === 'swap') pairs.push({ a: action.move.a, b: action.move.b, action })
  const firsts = new Map<string, Place>()
  for (const p of pairs) {
    firsts.set(placeKey(p.a), p.a)
    firsts.set(placeKey(p.b), p.b)
  }
  const sorted = [...firsts.values()].sort((x, y) => (locOf(x) ?? 0) - (locOf(y) ?? 0))
  return {
    firsts: sorted,
    withFirst(first) {
      const key = placeKey(first)
      const out: Array<{ other: Place; action: PlayAction }> = []
      for (const p of pairs) {
        if (placeKey(p.a) === key) out.push({ other: p.b, action: p.action })
        else if (placeKey(p.b) === key) out.push({ other: p.a, action: p.action })
      }
      return out.sort((x, y) => (locOf(x.other) ?? 0) - (locOf(y.other) ?? 0))
    },
  }
}
