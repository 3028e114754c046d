// Agent DOG, learnt by playing (issue 27): a four-player game, Red (the player) and Green against
// Blue and Yellow, every other seat "the computer" with its moves written here, played on the real
// table. Red deals round 1 (so plays first); the seed gives Red a 2, 9, 10, Copy and Partner, Green
// a Start 13 to pass, and Red a Swap and a 5 in round 2. On the way: the card exchange, leaving the
// start field, jumping and capturing, bringing an agent in (and how it blocks), Copy, a hole and an
// undercover agent, the Partner's single steps (Green's agent too), a new round, Swap, a meeting
// point pulling an agent up; then how agents get home and how a team wins.
import type { Action, Place, PlayMove, Seat } from '@shared/agent-dog/types'
import type { TutorialMove, TutorialScript } from '../script'

const T = 'agentDog.tutorial'

/** The turn panel: the hand and the choices a card offers are pointed at there. */
const PANEL = '[data-test="turn-panel"]'
/** The choices of the card picked (PlayOptions.vue). */
const OPTIONS = `${PANEL} [data-test="options"]`

const at = (track: number): Place => ({ track })

/** A card of the hand, highlighted until it is picked (then what it does is). */
function card(id: string): string {
  return `${PANEL}:not(:has(.hand-card.selected)) button[data-card-id="${id}"]`
}

/** The exchange: the card to pass, then (once it is picked) the button that passes it. */
function passHighlight(id: string): string {
  return `${card(id)}, ${PANEL}:has(.hand-card.selected[data-card-id="${id}"]) [data-test="confirm"]`
}

/** A card moving one agent: the card, then the move (from that field, that far). */
function moveHighlight(id: string, from: number, steps: number): string {
  return `${card(id)}, ${OPTIONS} [data-test="option"][data-option="move"][data-from="t${from}"][data-steps="${steps}"]`
}

/**
 * The Partner, one single step at a time: each step's button only once the steps before it are
 * made (the panel lists those made), then the button that plays the four.
 */
function partnerHighlight(id: string, froms: readonly number[]): string {
  const steps = froms.map((from, i) => {
    const made = i === 0 ? ':not(:has(.steps-made))' : `:has(.steps-made > li:nth-child(${i}):last-child)`
    return `${OPTIONS}${made} [data-option="step"][data-from="t${from}"]`
  })
  return [card(id), ...steps, `${OPTIONS}:has(.steps-made > li:nth-child(${froms.length})) [data-test="confirm"]`].join(', ')
}

function pass(id: string): Action {
  return { type: 'pass', card: id }
}

function play(id: string, how: PlayMove): Action {
  return { type: 'play', card: id, move: how }
}

function move(id: string, from: number, steps: number): Action {
  return play(id, { kind: 'steps', from: at(from), steps })
}

function enter(id: string): Action {
  return play(id, { kind: 'enter' })
}

/** A move of another seat (the computer's, fixed here). */
function by(seat: Exclude<Seat, 'red'>, action: Action): TutorialMove {
  return { seat, action }
}

/** Red's cards as the seed deals them (and Green passes the Start 13). */
const RED = { two: 'c041', start13: 'c009', ten: 'c096', nine: 'c091', copy: 'c032', partner: 'c025', copy2: 'c033', swap: 'c016', five: 'c061' }
const PARTNER_STEPS = [19, 20, 21, 50] as const

export const TUTORIAL: TutorialScript = {
  game: 'agent-dog',
  options: { players: 4, dealer: 'red' },
  seed: 'learn-4701',
  seat: 'red',
  names: {},
  steps: [
    { say: `${T}.welcome`, highlight: '[data-test="seats"]' },
    // The board is explained, not pointed at: outlined whole, it would be scrolled to and push the
    // coach out of sight on a laptop.
    { say: `${T}.board` },
    {
      say: `${T}.exchange`,
      highlight: passHighlight(RED.two),
      them: [by('blue', pass('c102')), by('yellow', pass('c069')), by('green', pass(RED.start13))],
      you: pass(RED.two),
      hint: `${T}.exchangeHint`,
    },
    { say: `${T}.received`, highlight: `[data-test="exchange-note"], [data-test="hand"] [data-card-id="${RED.start13}"]` },
    { say: `${T}.move`, highlight: moveHighlight(RED.ten, 0, 10), you: move(RED.ten, 0, 10), hint: `${T}.moveHint` },
    {
      say: `${T}.capture`,
      highlight: moveHighlight(RED.nine, 10, 9),
      them: [by('blue', move('c050', 16, 3)), by('green', move('c005', 32, 1)), by('yellow', move('c075', 48, 7))],
      you: move(RED.nine, 10, 9),
      hint: `${T}.captureHint`,
    },
    {
      say: `${T}.enter`,
      highlight: `${card(RED.start13)}, ${OPTIONS} [data-option="enter"]`,
      them: [by('blue', enter('c004')), by('green', move('c041', 33, 2)), by('yellow', move('c102', 55, 12))],
      you: enter(RED.start13),
      hint: `${T}.enterHint`,
    },
    {
      say: `${T}.copy`,
      highlight: moveHighlight(RED.copy, 0, 8),
      them: [by('blue', move('c034', 16, 13)), by('green', move('c100', 35, 10)), by('yellow', move('c082', 3, 8))],
      you: move(RED.copy, 0, 8),
      hint: `${T}.copyHint`,
    },
    { say: `${T}.undercover` },
    {
      say: `${T}.partner`,
      highlight: partnerHighlight(RED.partner, PARTNER_STEPS),
      them: [by('blue', move('c051', 29, 3)), by('green', move('c054', 45, 5)), by('yellow', move('c053', 11, 3))],
      you: play(RED.partner, { kind: 'split', steps: PARTNER_STEPS.map((from) => ({ from: at(from) })) }),
      hint: `${T}.partnerHint`,
    },
    {
      say: `${T}.round2`,
      highlight: passHighlight(RED.copy2),
      them: [
        by('blue', move('c069', 32, 6)),
        by('green', move('c108', 51, 12)),
        by('yellow', move('c087', 14, 9)),
        by('blue', pass('c012')),
        by('yellow', pass('c044')),
        by('green', pass('c046')),
      ],
      you: pass(RED.copy2),
      hint: `${T}.round2Hint`,
    },
    {
      say: `${T}.swap`,
      highlight: `${card(RED.swap)}, ${OPTIONS} [data-option="swap-first"][data-from="t8"], ${OPTIONS} [data-option="swap"][data-to="t36"]`,
      them: [by('blue', move('c080', 38, 8)), by('green', move('c040', 63, 2)), by('yellow', move('c010', 23, 13))],
      you: play(RED.swap, { kind: 'swap', a: at(8), b: at(36) }),
      hint: `${T}.swapHint`,
    },
    {
      say: `${T}.meeting`,
      highlight: moveHighlight(RED.five, 36, 5),
      them: [by('blue', move('c086', 46, 9)), by('green', move('c039', 1, 2)), by('yellow', enter('c012'))],
      you: move(RED.five, 36, 5),
      hint: `${T}.meetingHint`,
    },
    { say: `${T}.pulled` },
    // Each seat says how many of its agents are home, and who plays with whom.
    { say: `${T}.home`, highlight: '[data-test="seats"] [data-seat="red"]' },
    { say: `${T}.team`, highlight: '[data-test="seats"] [data-seat="red"], [data-test="seats"] [data-seat="green"]' },
    { say: `${T}.ready` },
  ],
}
