// Places, agents, cards and log entries in words (English), and a log that never names the colour
// of an undercover agent.
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import type { LogEntry } from '@shared/agent-dog/types'
import { applyAction, viewFor, type GameState, type Seat } from '../../../src/engine/agent-dog'
import { agentName, agentObject, cardName, describeEntry, placeName, playedName, trackSection, type Tr } from '../../../src/renderer/src/games/agent-dog/table/text'
import { ALL_MESSAGES } from '../all-messages'
import { position, T } from './helpers'

// A plain view of the translator: the app's full message tree is too deep for vue-i18n's key types.
const i18n = createI18n({ legacy: false, locale: 'en', messages: { en: ALL_MESSAGES.en as never }, missingWarn: false, fallbackWarn: false }).global as unknown as {
  t(key: string, named: Record<string, unknown>, plural?: number): string
  te(key: string): boolean
}
const tr: Tr = {
  t: (key, named) => i18n.t(key, named ?? {}),
  tn: (key, n, named) => i18n.t(key, { n, ...named }, n),
  te: (key) => i18n.te(key),
}

describe('places in words', () => {
  it('names a track field by the start field before it', () => {
    expect(trackSection(21)).toEqual({ colour: 'blue', offset: 5 })
    expect(trackSection(63)).toEqual({ colour: 'yellow', offset: 15 })
    expect(placeName(tr, { track: 0 })).toBe("Red's start field")
    expect(placeName(tr, { track: 21 })).toBe('Blue +5')
    expect(placeName(tr, { goal: 'green', index: 2 })).toBe("Green's goal 2")
    expect(placeName(tr, 'start-area', 'yellow')).toBe("Yellow's start area")
  })

  it('names agents without ever giving an undercover one a colour', () => {
    expect(agentName(tr, { colour: 'red', undercover: false }, 'red')).toBe('Your agent')
    expect(agentName(tr, { colour: 'green', undercover: false }, 'red')).toBe('Green agent')
    expect(agentName(tr, { colour: null, undercover: true }, 'red')).toBe('Undercover agent')
    expect(agentObject(tr, { colour: 'blue', undercover: false }, 'red')).toBe('the Blue agent')
    expect(agentObject(tr, { colour: null, undercover: true }, 'red')).toBe('an undercover agent')
  })

  it('names cards, and a Copy by what it copies', () => {
    expect(cardName(tr, '7')).toBe('7')
    expect(cardName(tr, 'start-1-11')).toBe('Start 1/11')
    expect(playedName(tr, { kind: 'copy' }, '5')).toBe('Copy (as 5)')
    expect(playedName(tr, { kind: 'copy' }, null)).toBe('Copy')
  })
})

describe('the log in words', () => {
  const entries: LogEntry[] = [
    { type: 'deal', round: 2, dealer: 'blue' },
    { type: 'play', seat: 'red', card: { id: 'c088', kind: '9' }, as: '9', move: { kind: 'steps', from: { track: 0 }, steps: 9 } },
    { type: 'move', colour: 'red', from: { track: 0 }, to: { track: 9 } },
    { type: 'meeting', at: { track: 9 }, from: { track: 50 }, to: { track: 8 } },
    { type: 'undercover', at: { track: 8 } },
    { type: 'swap', a: { track: 8 }, b: { track: 40 } },
    { type: 'reveal', at: { track: 11 }, colour: 'yellow' },
    { type: 'move', from: { track: 40 }, to: { track: 44 } },
    { type: 'out', seat: 'green', reason: 'no-playable-card', count: 2 },
    { type: 'win', seats: ['red', 'green'] },
  ]
  const lines = entries.map((e) => describeEntry(tr, e))

  it('reads as plain sentences', () => {
    expect(lines.map((l) => l.text)).toEqual([
      'Round 2: Blue deals 5 cards to everyone.',
      "Red plays 9 to move 9 from Red's start field.",
      "Red's agent moves from Red's start field to Red +9.",
      'Meeting on Red +9: the agent on Yellow +2 is pulled onto Red +8.',
      'The agent on Red +8 stops on a hole and goes undercover.',
      'The undercover agents on Red +8 and Green +8 swap places.',
      'The undercover agent on Red +11 surfaces: it is Yellow.',
      'An undercover agent moves from Green +8 to Green +12.',
      'Green cannot play any card and is out of this round (2 cards under the pile).',
      'Red and Green win the game!',
    ])
  })

  it('names the colour of a face-up agent as it moves (issue 25, point 4)', () => {
    expect(lines[2]?.seat).toBe('red')
  })

  it('names no colour for an agent that is undercover (going undercover, swapping, being pulled, moving)', () => {
    for (const i of [3, 4, 5, 7]) {
      expect(lines[i]?.seat).toBeNull()
      expect(lines[i]?.text.replace(/(Red|Blue|Green|Yellow)( \+\d+|'s start field)/g, '')).not.toMatch(/Red|Blue|Green|Yellow/)
    }
  })
})

describe('moves in the log of a real game (issue 25, point 4)', () => {
  it('name a face-up agent\'s colour for every viewer, and no undercover agent\'s', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'green', at: T(8), undercover: true },
      ],
      hands: { red: ['5'], blue: ['12'] },
      turn: 'red',
    })
    const card = (state: GameState, seat: Seat) => state.hands[seat][0] ?? ''
    const afterRed = applyAction(s, 'red', { type: 'play', card: card(s, 'red'), move: { kind: 'steps', from: T(1), steps: 5 } })
    const afterBlue = applyAction(afterRed, 'blue', { type: 'play', card: card(afterRed, 'blue'), move: { kind: 'steps', from: T(8), steps: 12 } })
    for (const seat of ['red', 'blue', 'green', 'yellow', null] as const) {
      const moves = viewFor(afterBlue, seat).log.filter((e) => e.type === 'move').map((e) => describeEntry(tr, e))
      expect(moves.map((l) => l.text), String(seat)).toEqual(["Red's agent moves from Red +1 to Red +6.", 'An undercover agent moves from Red +8 to Blue +4.'])
      expect(moves.map((l) => l.seat)).toEqual(['red', null])
    }
  })
})
