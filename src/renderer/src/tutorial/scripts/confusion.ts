// Confusion, learnt by playing (issue 27): the player is White (moving first), Red is "the computer"
// with its moves written here, Safe Extraction on as the rulebook suggests for new players, no
// Special Action tokens. The seed gives White's X a piece that goes 2 forward (M09) and K one that
// does not (M04); Red's X is its Double Agent. On the way: your own pieces unknown and the enemy's
// known, a move tried and answered yes, then no, the Notebook, taking the briefcase and carrying it,
// how to win (and the open column), the Double Agents and the standing orders, and the tokens.
import type { Action, Seat, Square } from '@shared/confusion/types'
import type { TutorialMove, TutorialScript } from '../script'

const T = 'confusion.tutorial'

const BOARD = '[data-test="board"]'

/** A board square (its cell), as the table keys it: "x,y". */
function cell(sq: Square): string {
  return `rect.cell[data-square="${sq[0]},${sq[1]}"]`
}

/** A move on the board: the spy's square until it is picked, then the square to go to. */
function moveHighlight(from: Square, to: Square): string {
  return `${BOARD}:not(:has(rect.selected)) ${cell(from)}, ${BOARD}:has(rect.selected) ${cell(to)}`
}

function move(from: Square, to: Square, briefcase?: 'carry'): Action {
  return briefcase ? { type: 'move', from, to, briefcase } : { type: 'move', from, to }
}

/** A move of the computer's (Red's, fixed here). */
function by(action: Action, seat: Exclude<Seat, 'white'> = 'red'): TutorialMove<Action> {
  return { seat, action }
}

// Squares are [column, row] from 0: f2 is [5, 1].
const F2: Square = [5, 1]
const F4: Square = [5, 3]
const F6: Square = [5, 5]
const F8: Square = [5, 7]
const G2: Square = [6, 1]
const G4: Square = [6, 3]

const LAST = '[data-test="last-attempts"]'

export const TUTORIAL: TutorialScript<Action> = {
  game: 'confusion',
  options: { firstSeat: 'white', variants: { safeExtraction: true } },
  seed: 'learn-0',
  seat: 'white',
  names: {},
  steps: [
    { say: `${T}.welcome` },
    // The board is explained, not outlined whole (it would be scrolled to and push the coach away).
    { say: `${T}.pieces` },
    { say: `${T}.try`, highlight: moveHighlight(F2, F4), you: move(F2, F4), hint: `${T}.tryHint` },
    { say: `${T}.yes`, highlight: LAST },
    {
      say: `${T}.no`,
      highlight: moveHighlight(G2, G4),
      them: [by(move([9, 10], [9, 7]))],
      you: move(G2, G4),
      hint: `${T}.noHint`,
    },
    { say: `${T}.noAnswer`, highlight: LAST },
    { say: `${T}.notebook`, highlight: '[data-test="notebook"]' },
    { say: `${T}.theirNo`, them: [by(move([7, 9], [6, 8]))], highlight: LAST },
    { say: `${T}.briefcase`, highlight: moveHighlight(F4, F6), you: move(F4, F6), hint: `${T}.briefcaseHint` },
    {
      say: `${T}.carry`,
      highlight: moveHighlight(F6, F8),
      them: [by(move([3, 9], [3, 8]))],
      you: move(F6, F8, 'carry'),
      hint: `${T}.carryHint`,
    },
    { say: `${T}.win`, highlight: '.rules-line' },
    { say: `${T}.openColumn` },
    { say: `${T}.doubleAgent`, highlight: '[data-test="orders"]' },
    { say: `${T}.ownDoubleAgent` },
    { say: `${T}.tokens` },
    { say: `${T}.ready` },
  ],
}
