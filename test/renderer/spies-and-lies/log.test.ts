// @vitest-environment happy-dom
// The event log: every entry type the engine writes reads as a plain sentence (never a raw key),
// newest at the bottom, announced politely.
import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { viewFor, type GameState, type LogEntry, type Seat } from '../../../src/engine/spies-and-lies'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import EventLog from '../../../src/renderer/src/games/spies-and-lies/table/EventLog.vue'
import { describeEntry, type Tr } from '../../../src/renderer/src/games/spies-and-lies/table/text'
import { SPIES_AND_LIES } from '../all-messages'
import { confirmIntel, deployBoth, freshPinia, mountTable, newGame, playUntil } from './helpers'
import { runs } from '../../support/runs'

const TRACK = { wall: 4, flag: 5 }

/** What test/support/random-game.ts gives (loaded by path: it is node code, outside this project's types). */
interface RandomGameModule {
  playRandomGame(seed: string, options: { recordStates: true }): { state: GameState; states?: GameState[] }
}
const RANDOM_GAME = '../../support/random-game.ts'

function render(log: LogEntry[]) {
  return mountTable(EventLog, { pinia: freshPinia(), props: { log, track: TRACK } })
}

function lines(log: LogEntry[]): string[] {
  return render(log)
    .findAll('li')
    .map((li) => li.text())
}

/** One entry of each type, shaped exactly as the engine writes them (src/engine/spies-and-lies). */
const CASES: Array<[LogEntry, string]> = [
  [
    { type: 'setup', wall: 4, oldIntel: [1, 2, 3, 4], exhausted: { red: [7], blue: [3] } },
    'A new game. Old Intel: 1 · 2 · 3 · 4. Exhausted for day 1: Red 7 Bomb; Blue 3 Miner. The walls stand 4 spaces from the middle.',
  ],
  [{ type: 'day', day: 2, startSeat: 'blue' }, 'Day 2 begins. Blue starts.'],
  [{ type: 'deploy', seat: 'red' }, 'Red has deployed four soldiers.'],
  [{ type: 'intel', card: [4, 5, 6, 7] }, 'The Intel card is turned up: 4 · 5 · 6 · 7.'],
  [
    { type: 'intel-tokens', tokens: { red: [false, true, true, false], blue: [false, false, false, true] } },
    'Intel tokens: Red on missions 2, 3; Blue on mission 4.',
  ],
  [{ type: 'intel-tokens', tokens: { red: [false, false, false, false], blue: [true, false, null, false] } }, 'Intel tokens: Red has none; Blue on mission 1.'],
  [{ type: 'deceive', seat: 'blue', mission: 2, play: true }, 'Blue plays a Deception token on mission 3.'],
  [{ type: 'deceive', seat: 'blue', mission: 0, play: false }, 'Blue plays no Deception token on mission 1.'],
  [{ type: 'guess', seat: 'red', mission: 1, rank: 9 }, "Red guesses that Blue's mission 2 is the 9 General."],
  [
    { type: 'reveal', seat: 'blue', mission: 1, rank: 9, guess: 9, correct: true, forced: null },
    "Blue's mission 2 was the 9 General: identified by Red, it retreats.",
  ],
  [
    { type: 'reveal', seat: 'red', mission: 0, rank: 2, guess: 3, correct: false, forced: null },
    "Red's mission 1 was the 2 Scout: a wrong guess, so it is activated.",
  ],
  [
    { type: 'reveal', seat: 'red', mission: 3, rank: 8, guess: 9, correct: false, forced: 'bomb' },
    "Red's mission 4 was the 8 Colonel: Blue's Bomb makes it retreat, whatever the guess.",
  ],
  [
    { type: 'reveal', seat: 'red', mission: 3, rank: 8, guess: 8, correct: true, forced: 'bomb' },
    "identified by Blue, it retreats. Blue's Bomb had gone off as well: double damage",
  ],
  [
    { type: 'reveal', seat: 'blue', mission: 3, rank: 10, guess: 9, correct: false, forced: 'spy' },
    "Blue's mission 4 was the 10 Marshal: Red's Spy is active, so the Marshal retreats.",
  ],
  [
    { type: 'reveal', seat: 'blue', mission: 2, rank: 7, guess: 5, correct: false, forced: 'miner' },
    "Blue's mission 3 was the 7 Bomb: Red's Miner is active, so the Bomb retreats.",
  ],
  [{ type: 'score', seat: 'red', points: 2, reason: 'identified' }, 'Red scores 2 IP for identifying a soldier.'],
  [{ type: 'score', seat: 'blue', points: 1, reason: 'spy' }, 'Blue scores 1 IP from the Spy.'],
  [{ type: 'score', seat: 'blue', points: 4, reason: 'deception' }, 'Blue scores 4 IP for the Deception token.'],
  [
    { type: 'infiltration', seat: 'red', day: 2 },
    "Red infiltrates! The track returns to 0 and the Double Agent advances 2 spaces toward Blue's flag.",
  ],
  [{ type: 'carry-over', seat: 'red', points: 5, reason: 'colonel' }, "Red keeps the Colonel's points past 10: the track moves on to 5."],
  [{ type: 'agent', seat: 'red', from: 0, to: 2 }, "The Double Agent moves 2 spaces for Red: now 2 spaces into Blue's half."],
  [{ type: 'agent', seat: 'blue', from: 0, to: -1 }, "The Double Agent moves 1 space for Blue: now 1 space into Red's half."],
  [{ type: 'agent', seat: 'red', from: 3, to: 4 }, "now on the wall of Blue's fort."],
  [{ type: 'agent', seat: 'blue', from: -4, to: -5 }, "now on Red's flag."],
  [{ type: 'agent', seat: 'blue', from: 1, to: 0 }, 'now on the neutral middle space.'],
  [{ type: 'sabotage', seat: 'blue', target: 'red', from: 7, to: 2 }, "Blue's Marshal sabotages: Red's track drops from 7 to 2."],
  [{ type: 'marshal', seat: 'red', choice: 'ten' }, "Red's Marshal takes 10 IP."],
  [{ type: 'marshal', seat: 'red', choice: 'sabotage' }, "Red's Marshal takes 5 IP and sabotages Blue."],
  [{ type: 'captain', seat: 'blue', choice: 'six' }, "Blue's Captain takes 6 IP."],
  [{ type: 'captain', seat: 'blue', choice: 'copy', rank: 9 }, "Blue's Captain copies the exhausted 9 General."],
  [{ type: 'retreat', seat: 'blue', mission: 1, reason: 'spy' }, "The copied Marshal retreats at once: Red's Spy is active."],
  [{ type: 'retreat', seat: 'red', mission: 1, reason: 'miner' }, "The copied Bomb retreats at once: Blue's Miner is active."],
  [{ type: 'deception-gained', seat: 'red' }, 'Red gains a Deception token.'],
  [
    { type: 'exhausted', exhausted: { red: [5], blue: [2, 8] } },
    'The day is over. Exhausted for the next day: Red 5 Lieutenant; Blue 2 Scout, 8 Colonel.',
  ],
  [{ type: 'shown', seat: 'red', missions: [2, 4, 6, 9] }, 'Red turns up the remaining cards: 2 Scout, 4 Sergeant, 6 Captain, 9 General.'],
  [{ type: 'end', winner: 'red', reason: 'flag' }, "Red wins: the Double Agent has taken Blue's flag!"],
  [{ type: 'end', winner: 'blue', reason: 'agent' }, "Blue wins: after the third day the Double Agent stands in Red's half."],
  [{ type: 'end', winner: 'red', reason: 'infiltration' }, 'Red wins: the Double Agent is on the middle space and Red has more Infiltration points.'],
  [{ type: 'end', winner: 'draw', reason: 'tie' }, 'A draw: the Double Agent is on the middle space and the Infiltration points are equal.'],
]

/** The English translator, outside any component (describeEntry is a pure function over it). */
function englishTr(): Tr {
  const g = createAppI18n('en', SPIES_AND_LIES).global as unknown as {
    t(key: string, named: Record<string, unknown>, plural?: number): string
    te(key: string): boolean
  }
  return { t: (key, named) => g.t(key, named ?? {}), tn: (key, n, named) => g.t(key, { n, ...named }, n), te: (key) => g.te(key) }
}

const SIDES: Record<string, Seat> = { Red: 'red', Blue: 'blue' }

/**
 * A reader who keeps both tracks from the log's English lines alone: "Red scores 8 IP…",
 * "Red infiltrates! The track returns to 0…", "…the track moves on to 5.", "…Blue's track drops
 * from 7 to 2." Whatever else a line says does not touch a track.
 */
function readTracks(lines: readonly string[]): Record<Seat, number> {
  const track: Record<Seat, number> = { red: 0, blue: 0 }
  for (const line of lines) {
    let m: RegExpExecArray | null
    if ((m = /^(Red|Blue) scores (\d+) IP /.exec(line))) track[SIDES[m[1]]] += Number(m[2])
    else if ((m = /^(Red|Blue) infiltrates! The track returns to 0/.exec(line))) track[SIDES[m[1]]] = 0
    else if ((m = /^(Red|Blue) keeps the Colonel's points past 10: the track moves on to (\d+)\./.exec(line))) track[SIDES[m[1]]] = Number(m[2])
    else if ((m = /sabotages: (Red|Blue)'s track drops from \d+ to (\d+)\./.exec(line))) track[SIDES[m[1]]] = Number(m[2])
  }
  return track
}

describe('event log', () => {
  it('explains every change of a track: reading its lines gives the tracks, at every step of many random games', async () => {
    const { playRandomGame } = (await import(/* @vite-ignore */ RANDOM_GAME)) as RandomGameModule
    const tr = englishTr()
    const TRACK_ENTRIES = new Set(['score', 'infiltration', 'carry-over', 'sabotage'])
    let carried = 0
    for (let g = 0; g < runs(60); g++) {
      const game = playRandomGame(`log-text-${g}`, { recordStates: true })
      const { log, setup } = game.state
      // The log only grows: each state's log is a prefix of the last one's.
      const lines = log.map((e) => describeEntry(tr, e, { wall: setup.wall, flag: setup.wall + 1 }).text)
      log.forEach((e, i) => {
        if (TRACK_ENTRIES.has(e.type)) expect(lines[i], e.type).not.toMatch(/^Event:/)
      })
      for (const s of game.states ?? []) {
        const shown = lines.slice(0, s.log.length)
        expect(readTracks(shown), `game log-text-${g}: ${shown.join(' / ')}`).toEqual(s.infiltration)
      }
      carried += log.filter((e) => e.type === 'carry-over').length
    }
    expect(carried).toBeGreaterThan(0)
  })

  it.each(CASES)('renders %o as a sentence', (entry, expected) => {
    const [text] = lines([entry])
    expect(text).toContain(expected)
  })

  it('covers every entry type the engine writes', () => {
    const types = new Set(CASES.map(([e]) => e.type))
    for (const t of [
      'setup', 'day', 'deploy', 'intel', 'intel-tokens', 'deceive', 'guess', 'reveal', 'score', 'infiltration', 'carry-over', 'agent',
      'sabotage', 'marshal', 'captain', 'retreat', 'deception-gained', 'exhausted', 'shown', 'end',
    ]) {
      expect(types.has(t), t).toBe(true)
    }
  })

  it('marks each line with its side by shape as well as colour', () => {
    const w = render([
      { type: 'deploy', seat: 'red' },
      { type: 'deploy', seat: 'blue' },
    ])
    const marks = w.findAll('li .mark').map((m) => m.text())
    expect(marks).toEqual(['◆', '●'])
    expect(w.findAll('li')[0].classes()).toContain('side-red')
  })

  it('reads a whole real game without a raw key or an unknown entry, newest last, as a polite live log', async () => {
    let s = confirmIntel(deployBoth(newGame(), [2, 5, 7, 9], [3, 4, 6, 10]))
    s = playUntil(s, () => false)
    const log = viewFor(s, 'red').log
    const types = new Set(log.map((e) => e.type))
    expect(types.has('reveal')).toBe(true)
    expect(types.has('day')).toBe(true)
    const w = render(log.slice(0, 5))
    const list = w.get('[role="log"]')
    expect(list.attributes('aria-live')).toBe('polite')
    await w.setProps({ log })
    await nextTick()
    const texts = w.findAll('li').map((li) => li.text())
    expect(texts).toHaveLength(log.length)
    for (const text of texts) {
      expect(text).not.toMatch(/\blog\.|table\.|common\.|Event:/)
      expect(text.length).toBeGreaterThan(8)
    }
    // Newest at the bottom: the last line is the game's last entry.
    expect(texts[texts.length - 1]).toBe(lines([log[log.length - 1]])[0])
    expect(log[log.length - 1].type).toBe('end')
  })

  it('renders in the other languages too', async () => {
    const w = render([{ type: 'deception-gained', seat: 'blue' }])
    const i18n = (w.vm as unknown as { $i18n: { locale: string } }).$i18n
    for (const [locale, word] of [
      ['nl', 'Blauw krijgt een Misleidingsfiche.'],
      ['fr', 'Bleu reçoit un jeton de tromperie.'],
      ['de', 'Blau erhält eine Täuschungsmarke.'],
    ] as const) {
      i18n.locale = locale
      await nextTick()
      expect(w.get('li').text()).toContain(word)
    }
  })
})
