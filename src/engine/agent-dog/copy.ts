// KOPIE [D:247-253]: play the last card played this round as if it were your own, with any of its
// options. Not as the first card of a round; a copy of a copy copies the same card. The engine keeps
// the kind last played (lastPlayed), reset at each deal and set after every play to the kind it was
// played as, so a Copy never copies a Copy. Cards set aside under the pile (dropping out, the 2–3
// player rescue) were not played and change nothing (ruling §8.5).
import type { CardKind } from './types'

/** The kind a card is played as: its own, or for a Copy the last kind played (null: nothing to copy). */
export function playedAs(kind: CardKind, lastPlayed: CardKind | null): CardKind | null {
  return kind === 'copy' ? lastPlayed : kind
}
