// viewFor is the only way information leaves the engine: a view holds exactly what one seat (or a
// spectator) may know. Never a seat's own unrevealed movement pieces, never a
// spectator's; the opponent's shown; standing orders only to the seat that gave them. Once the
// game is over nothing is secret any more: every piece is shown to everyone (the end screen).
// revealedViewFor shows every piece so at any moment, for a finished game's replay only.
import { promptFor, toActOf } from './prompt'
import type { GameState, Label, LogEntry, MovementId, Orders, PlayerView, Prompt, Seat, SpyState, SpyView, Square } from './types'

const sq = (s: Square): Square => [s[0], s[1]]

/** `reveal`: shown as at the end of the game, whatever the phase (a finished game's replay). */
function spyView(s: GameState, spy: SpyState, viewer: Seat | null, reveal: boolean): SpyView {
  const mine = viewer === spy.owner
  const hidden = s.phase === 'place' && !mine && !reveal
  const over = s.phase === 'over' || reveal
  let movement: SpyView['movement'] = null
  if (spy.removed === 'unmasked') movement = spy.movement
  else if (over) movement = spy.promoted ? 'PROMOTED' : spy.movement
  else if (viewer === null) movement = null
  else if (spy.promoted) movement = 'PROMOTED'
  else if (!mine || spy.learned) movement = spy.movement
  const out: SpyView = {
    owner: spy.owner,
    label: spy.label,
    // Variant 4: nobody sees the other side's placement until both have placed.
    at: spy.at === null || hidden ? null : sq(spy.at),
    movement,
    promoted: spy.promoted,
    removed: spy.removed,
  }
  if (spy.promoted && (over || (viewer !== null && !mine))) out.was = spy.movement
  return out
}

function copyOrders(o: Orders | null): Orders | null {
  return o === null || typeof o === 'string' ? o : { as: o.as }
}

/** Prompts hold squares of the state; the view gets its own copies. */
function copyPrompt(p: Prompt | null): Prompt | null {
  return p === null ? null : (JSON.parse(JSON.stringify(p)) as Prompt)
}

export function viewFor(s: GameState, seat: Seat | null): PlayerView {
  return seatView(s, seat, false)
}

/** viewFor's view with every spy's placement and movement piece shown, and no prompt: a finished game's replay only (GameModule.revealedViewFor). */
export function revealedViewFor(s: GameState, seat: Seat | null): PlayerView {
  return seatView(s, seat, true)
}

function seatView(s: GameState, seat: Seat | null, reveal: boolean): PlayerView {
  const viewer: Seat | null = seat === 'white' || seat === 'red' ? seat : null
  const holder = s.briefcase.holder
  const learned: Partial<Record<Label, MovementId>> = {}
  if (viewer !== null) {
    for (const spy of s.spies) if (spy.owner === viewer && spy.learned) learned[spy.label] = spy.movement
  }
  const pending = s.pending?.kind === 'answer' ? s.pending.attempt : null
  return {
    seat: viewer,
    phase: s.phase,
    toAct: toActOf(s),
    prompt: viewer === null || reveal ? null : copyPrompt(promptFor(s, viewer)),
    winner: Array.isArray(s.winner) ? s.winner.slice() : s.winner,
    // A deep copy: whoever holds a view may change it without touching the game.
    log: JSON.parse(JSON.stringify(s.log)) as LogEntry[],
    turn: s.turn,
    spies: s.spies.map((spy) => spyView(s, spy, viewer, reveal)),
    briefcase: {
      at: sq(s.briefcase.at),
      holder: holder === null ? null : { owner: s.spies[holder].owner, label: s.spies[holder].label },
    },
    tokens: { white: s.tokens.white.slice(), red: s.tokens.red.slice() },
    orders: viewer === null ? null : copyOrders(s.orders[viewer]),
    rules: { ...s.rules, variants: { ...s.rules.variants } },
    turns: s.turns,
    current: {
      free: s.current.free,
      attempts: s.current.attempts,
      tried: s.current.tried.slice(),
      revealed: s.current.revealed,
      swapped: s.current.swapped.slice(),
    },
    pending: pending === null ? null
      : pending.mode === null ? { seat: pending.seat, from: sq(pending.from), to: sq(pending.to) }
      : { seat: pending.seat, from: sq(pending.from), to: sq(pending.to), briefcase: pending.mode },
    placed: { white: s.placed.white, red: s.placed.red },
    notebook: s.spies.map((spy) => ({
      owner: spy.owner,
      label: spy.label,
      tries: spy.tries.map((t) => ({ dir: t.dir, dist: t.dist, yes: t.yes })),
      crownless: spy.crownless,
      revealed: spy.learned,
    })),
    learned,
  }
}
