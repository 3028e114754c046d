// The actions that answer a prompt, for either mode: the two-player engine, the team seats'
// listing (team/prompt.ts) and the computer players all enumerate them here.
import { lineupsOf } from './deploy'
import { RANKS } from './tables'
import type { Action, Prompt, Rank } from './types'

// Line-ups depend only on the hand, so they are built once per hand and shared (frozen).
const lineupCache = new Map<string, readonly Action[]>()

function deployActions(hand: readonly Rank[]): readonly Action[] {
  const key = hand.join(',')
  let actions = lineupCache.get(key)
  if (!actions) {
    actions = lineupsOf(hand).map((line) =>
      Object.freeze({ type: 'deploy', missions: Object.freeze(line) as [Rank, Rank, Rank, Rank] }),
    )
    lineupCache.set(key, actions)
  }
  return actions
}

function frozen(actions: Action[]): readonly Action[] {
  for (const a of actions) Object.freeze(a)
  return Object.freeze(actions)
}

// The answers that do not depend on the hand, built once (frozen, so sharing them is safe).
const FIXED = {
  intel: frozen([{ type: 'intel' }]),
  intelWithSergeant: frozen([
    { type: 'intel', sergeantToken: true },
    { type: 'intel', sergeantToken: false },
  ]),
  deceive: frozen([
    { type: 'deceive', play: true },
    { type: 'deceive', play: false },
  ]),
  guess: frozen(RANKS.map((rank): Action => ({ type: 'guess', rank }))),
  marshal: frozen([
    { type: 'marshal', choice: 'ten' },
    { type: 'marshal', choice: 'sabotage' },
  ]),
}

/**
 * Every action that answers `prompt` for a seat holding `hand`. Works from a PlayerView as well as
 * from a state, so computer players enumerate exactly what a human could play.
 */
export function actionsForPrompt(prompt: Prompt | null, hand: readonly Rank[] | null): Action[] {
  if (prompt === null) return []
  switch (prompt.type) {
    case 'deploy':
      return deployActions(hand ?? []).slice()
    case 'intel':
      return (prompt.sergeant === null ? FIXED.intel : FIXED.intelWithSergeant).slice()
    case 'deceive':
      return FIXED.deceive.slice()
    case 'guess':
      return FIXED.guess.slice()
    case 'marshal':
      return FIXED.marshal.slice()
    case 'captain':
      return [
        { type: 'captain', choice: 'six' },
        ...prompt.copy.map((rank): Action => ({ type: 'captain', choice: 'copy', rank })),
      ]
  }
}
