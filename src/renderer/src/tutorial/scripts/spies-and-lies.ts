// Spies & Lies, learnt by playing (issue 27): the first day of a two-player game against "the
// computer" (Blue, whose every move is written here), played on the real table. The seed gives Red
// the first guess, a day-1 Intel card of 1–2–3–4, Red's Spy and Blue's General exhausted. On the way:
// deploying in rank order, Intel tokens, right and wrong guesses, a Deception token on each side,
// the Scout's, the Colonel's and the Marshal's abilities, three infiltrations (the Double Agent
// moves both ways), the end of a day and how the game is won.
import type { Action, Rank } from '@shared/spies-and-lies/types'
import type { TutorialMove, TutorialScript } from '../script'

const T = 'table.tutorial'

/** The table's prompt panel: only its controls are pointed at when a step waits for a move. */
const PROMPT = '.side-prompt'

/**
 * The deploy panel, one click at a time: the next soldier in the hand (none chosen yet), then its
 * mission once it is chosen, and Deploy once all four are down. `:has()` reads the panel's state, so
 * the highlight moves on as the player places each soldier.
 */
function deployHighlight(ranks: readonly Rank[]): string {
  const panel = `${PROMPT} .deploy`
  const idle = `:not(:has(.hand-card.selected))`
  const parts = ranks.flatMap((rank, i) => {
    const before = ranks[i - 1]
    const ready = before === undefined ? idle : `${idle}:not(:has(.hand-card[data-rank="${before}"]))`
    return [`${panel}${ready} .hand-card[data-rank="${rank}"]`, `${panel}:has(.hand-card.selected[data-rank="${rank}"]) .slot[data-slot="${i}"]`]
  })
  return [...parts, `${panel}:has(.slot[data-slot="${ranks.length - 1}"].filled) [data-test="deploy"]`].join(', ')
}

/** The guess panel: the rank to name, then (once chosen) the Guess button. */
function guessHighlight(rank: Rank): string {
  const panel = `${PROMPT} .guess`
  return `${panel}:not(:has(.rank.chosen[data-rank="${rank}"])) .rank[data-rank="${rank}"], ${panel}:has(.rank.chosen[data-rank="${rank}"]) [data-test="confirm"]`
}

/** Red's line-up: Scout, Lieutenant, Colonel, Marshal. */
const LINEUP: [Rank, Rank, Rank, Rank] = [2, 5, 8, 10]

/** The player's (Red's) move, checked against the game's own actions. */
function red(action: Action): Action {
  return action
}

/** The computer's (Blue's) move. */
function blue(action: Action): TutorialMove {
  return { seat: 'blue', action }
}

export const TUTORIAL: TutorialScript = {
  game: 'spies-and-lies',
  options: {},
  seed: 'learn-18',
  seat: 'red',
  names: {},
  steps: [
    { say: `${T}.welcome`, highlight: '.agent-track' },
    { say: `${T}.soldiers`, highlight: '.my-zone .exhausted-card, .my-zone .hand-row' },
    {
      say: `${T}.deploy`,
      highlight: deployHighlight(LINEUP),
      them: [blue({ type: 'deploy', missions: [3, 6, 8, 10] })],
      you: red({ type: 'deploy', missions: LINEUP }),
      hint: `${T}.deployHint`,
    },
    {
      say: `${T}.intel`,
      highlight: `${PROMPT} .intel-prompt [data-test="confirm"]`,
      them: [blue({ type: 'intel' })],
      you: red({ type: 'intel' }),
    },
    {
      say: `${T}.missions`,
      highlight: '.enemy-zone .mission[data-mission="0"]',
      them: [blue({ type: 'deceive', play: false })],
    },
    { say: `${T}.guessMiner`, highlight: guessHighlight(3), you: red({ type: 'guess', rank: 3 }), hint: `${T}.guessMinerHint` },
    {
      say: `${T}.deceive`,
      highlight: `${PROMPT} .deceive [data-test="play"]`,
      you: red({ type: 'deceive', play: true }),
      hint: `${T}.deceiveHint`,
    },
    {
      say: `${T}.scout`,
      highlight: '.infiltration.side-red, .my-zone .badges',
      them: [blue({ type: 'guess', rank: 3 })],
    },
    {
      say: `${T}.guessCaptain`,
      highlight: guessHighlight(6),
      them: [blue({ type: 'deceive', play: false })],
      you: red({ type: 'guess', rank: 6 }),
      hint: `${T}.guessCaptainHint`,
    },
    { say: `${T}.infiltrate`, highlight: '.agent-track, .infiltration.side-red' },
    {
      say: `${T}.blueDeceives`,
      highlight: '.enemy-zone .mission[data-mission="2"]',
      them: [
        blue({ type: 'guess', rank: 5 }),
        blue({ type: 'deceive', play: true }),
      ],
    },
    { say: `${T}.guessBomb`, highlight: guessHighlight(7), you: red({ type: 'guess', rank: 7 }), hint: `${T}.guessBombHint` },
    { say: `${T}.colonel`, highlight: '.agent-track, .infiltration.side-blue' },
    {
      say: `${T}.guessMarshal`,
      highlight: guessHighlight(10),
      them: [blue({ type: 'guess', rank: 9 })],
      you: red({ type: 'guess', rank: 10 }),
      hint: `${T}.guessMarshalHint`,
    },
    { say: `${T}.infiltrateAgain`, highlight: '.agent-track, .infiltration.side-red' },
    {
      say: `${T}.marshal`,
      highlight: `${PROMPT} [data-test="ten"]`,
      them: [blue({ type: 'guess', rank: 9 })],
      you: red({ type: 'marshal', choice: 'ten' }),
      hint: `${T}.marshalHint`,
    },
    { say: `${T}.dayEnd`, highlight: '.intel-area .day, .my-zone .exhausted-card' },
    { say: `${T}.win`, highlight: '.agent-track' },
  ],
}
