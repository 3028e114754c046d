// @vitest-environment happy-dom
// The table two against two, from each seat's view: who plays which mission, the partner's
// missions face down after deploy, whose turn it is within the team, the prompts of the seat that
// plays the mission, the log naming the player, the winning team, the deduction helper and axe.
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import type { VueWrapper } from '@vue/test-utils'
import { deduce } from '../../../src/engine/spies-and-lies/deduce'
import { sideViewOf, type GameState, type LogEntry, type Seat, type TeamSeat, type TeamView } from '../../../src/engine/spies-and-lies'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import EventLog from '../../../src/renderer/src/games/spies-and-lies/table/EventLog.vue'
import TableScreen from '../../../src/renderer/src/games/spies-and-lies/SpiesAndLiesTable.vue'
import { useSettingsStore } from '../../../src/renderer/src/stores/settings'
import type { Lineup } from './helpers'
import { freshPinia, mountTable } from './helpers'
import { NAMES, TEAM_SEATS, deploy, holdTeam, newTeamGame, play, playTeamUntil, sendViews, startTeamDay, tview } from './team-helpers'
import { stubActs } from '../stub-acts'
import { runsFrom } from '../../support/runs'

afterEach(() => {
  forgetRevealed()
  localStorage.clear()
  document.body.innerHTML = ''
})

const RED: Lineup = [2, 5, 7, 9]
const BLUE: Lineup = [1, 3, 6, 8]
const SEAT_WORD: Readonly<Record<TeamSeat, string>> = { red1: 'Red 1', red2: 'Red 2', blue1: 'Blue 1', blue2: 'Blue 2' }
const SIDE_WORD: Readonly<Record<Seat, string>> = { red: 'Red', blue: 'Blue' }

function mountSeat(state: GameState, seat: TeamSeat, mode: 'computer' | 'network' | 'hotseat' = 'network') {
  const pinia = freshPinia()
  const game = holdTeam({ [seat]: tview(state, seat) }, { mode, seq: 3 })
  const { act } = stubActs(game)
  const w = mountTable(TableScreen, { pinia, attachTo: document.body })
  return { w, game, act }
}

function row(w: VueWrapper, side: Seat) {
  return w.get(`[aria-label="${SIDE_WORD[side]}'s missions"]`)
}

function turn(w: VueWrapper): string {
  return w.get('[data-test="turn"]').text()
}

describe('two against two: who plays which mission', () => {
  const state = startTeamDay(newTeamGame(), RED, BLUE)

  // Every seat, or in the inner loop (test/support/runs.ts) one: red 1 here, blue 2 below.
  it.each(runsFrom(TEAM_SEATS))('%s sees each mission with the seat and the name of its player', (seat) => {
    const { w } = mountSeat(state, seat)
    for (const side of ['red', 'blue'] as const) {
      const cards = row(w, side).findAll('[data-mission]')
      expect(cards).toHaveLength(4)
      cards.forEach((card, i) => {
        const player = (i < 2 ? `${side}1` : `${side}2`) as TeamSeat
        const badge = card.get('[data-test="mission-player"]').text()
        expect(badge).toContain(SEAT_WORD[player])
        expect(badge).toContain(NAMES[player])
        const summary = card.get('.visually-hidden').text()
        expect(summary).toContain(player === seat ? `played by you (${SEAT_WORD[player]})` : `played by ${NAMES[player]} (${SEAT_WORD[player]})`)
      })
    }
    // Both players of each side are named beside its missions.
    for (const s of TEAM_SEATS) expect(w.get(`li.team-player[data-seat="${s}"]`).text()).toContain(NAMES[s])
    expect(w.get(`li.team-player[data-seat="${seat}"]`).text()).toContain('you')
    w.unmount()
  })

  it.each(runsFrom([...TEAM_SEATS].reverse()))("%s sees its own two soldiers, and its partner's and the enemy's missions face down", (seat) => {
    const { w } = mountSeat(state, seat)
    const side: Seat = seat.startsWith('red') ? 'red' : 'blue'
    const own = seat.endsWith('1') ? [0, 1] : [2, 3]
    const lineup = side === 'red' ? RED : BLUE
    for (const s of ['red', 'blue'] as const) {
      row(w, s)
        .findAll('[data-mission]')
        .forEach((card, i) => {
          const ranks = card.findAll('[data-rank]').map((r) => Number(r.attributes('data-rank')))
          const summary = card.get('.visually-hidden').text()
          if (s === side && own.includes(i)) {
            expect(ranks).toEqual([lineup[i]])
            expect(summary).toContain('hidden')
          } else {
            expect(ranks, `${seat} sees ${s}'s mission ${i + 1}`).toEqual([])
            expect(summary).toContain('face down')
          }
        })
    }
    w.unmount()
  })
})

describe('two against two: whose turn it is', () => {
  const day = startTeamDay(newTeamGame(), RED, BLUE)

  it("names the player within the team, in the status line and the prompt panel's waiting list", async () => {
    // Red starts: Blue 1 first decides on a Deception token for blue's mission 1, then Red 1 guesses it.
    const { w, game } = mountSeat(day, 'red2')
    expect(turn(w)).toBe('Cy (Blue 1) is deciding whether to play a Deception token on mission 1…')
    expect(w.get('section.prompt').text()).toContain('Cy (Blue 1) is deciding whether to play a Deception token on mission 1…')
    sendViews(game, play(day, 'blue1', { type: 'deceive', play: false }))
    await nextTick()
    expect(turn(w)).toBe("Ann (Red 1) is identifying Blue's mission 1…")
    w.unmount()
  })

  it("gives the guess on blue's mission 3 to Red 2, and Red 1 sees that it is Bob's turn", () => {
    let s = playTeamUntil(day, (x) => x.turn === 4)
    s = play(s, 'blue2', { type: 'deceive', play: false })
    const first = mountSeat(s, 'red1')
    expect(turn(first.w)).toBe("Bob (Red 2) is identifying Blue's mission 3…")
    first.w.unmount()
    const second = mountSeat(s, 'red2')
    expect(turn(second.w)).toBe('Your turn: identify a soldier')
    expect(second.w.get('section.prompt').text()).toContain("Identify Blue's mission 3")
    second.w.unmount()
  })

  it('names the player at the screen in a hot-seat game', () => {
    const { w } = mountSeat(day, 'blue1', 'hotseat')
    expect(w.get('section.prompt h2').text()).toBe("● Cy (Blue 1)'s turn — play a Deception token?")
    w.unmount()
  })
})

describe('two against two: prompts for the seat that plays the mission', () => {
  it('Deception on mission 3 is Red 2\'s, with its own card', async () => {
    let s = playTeamUntil(startTeamDay(newTeamGame(), RED, BLUE), (x) => x.turn === 5)
    expect(tview(s, 'red2').prompt).toEqual({ type: 'deceive', mission: 2 })
    const { w, act } = mountSeat(s, 'red2')
    const panel = w.get('section.prompt')
    expect(panel.text()).toContain('is about to identify your mission 3')
    expect(panel.find('[data-rank="7"]').exists()).toBe(true)
    await panel.get('button[data-test="pass"]').trigger('click')
    expect(act).toHaveBeenCalledWith('red2', { type: 'deceive', play: false })
    w.unmount()
    s = play(s, 'red2', { type: 'deceive', play: false })
    const other = mountSeat(s, 'red1')
    expect(turn(other.w)).toBe("Dee (Blue 2) is identifying Red's mission 3…")
    other.w.unmount()
  })

  it("Intel: each seat lists and decides its own two missions; the Sergeant's token is its player's", async () => {
    // Red 2's Sergeant stands on mission 3 (2 5 | 4 7).
    const s = deploy(deploy(deploy(deploy(newTeamGame(), 'red1', 2, 5), 'blue1', 1, 3), 'red2', 4, 7), 'blue2', 6, 8)
    const second = mountSeat(s, 'red2')
    const panel = second.w.get('section.prompt')
    expect(panel.findAll('ul.tokens li').map((li) => li.get('strong').text())).toEqual(['Mission 3', 'Mission 4'])
    expect(panel.get('fieldset').text()).toContain('Your Sergeant on mission 3')
    expect(panel.text()).toContain('All four players confirm')
    await panel.findAll('input[type="radio"]')[0]?.setValue(true)
    await panel.get('button[data-test="confirm"]').trigger('click')
    expect(second.act).toHaveBeenCalledWith('red2', { type: 'intel', sergeantToken: true })
    second.w.unmount()
    const first = mountSeat(s, 'red1')
    const mine = first.w.get('section.prompt')
    expect(mine.findAll('ul.tokens li').map((li) => li.get('strong').text())).toEqual(['Mission 1', 'Mission 2'])
    expect(mine.find('fieldset').exists()).toBe(false)
    // The partner's token is not shown before everyone has confirmed.
    expect(row(first.w, 'red').findAll('[data-mission]')[2]?.get('.visually-hidden').text()).toContain('Intel token not shown yet')
    first.w.unmount()
  })

  it("the Marshal's choice is Blue 2's when its Marshal on mission 4 is activated", async () => {
    const s = playTeamUntil(
      startTeamDay(newTeamGame({ exhausted: { red: 1, blue: 1 } }), [2, 5, 7, 9], [2, 3, 6, 10]),
      (x) => tview(x, 'blue2').prompt?.type === 'marshal',
    )
    const { w, act } = mountSeat(s, 'blue2')
    expect(turn(w)).toBe("Your turn: the Marshal's choice")
    await w.get('section.prompt').findAll('button').find((b) => b.text().startsWith('+10 IP'))?.trigger('click')
    expect(act).toHaveBeenCalledWith('blue2', { type: 'marshal', choice: 'ten' })
    w.unmount()
    const enemy = mountSeat(s, 'red2')
    expect(turn(enemy.w)).toBe("Dee (Blue 2) is choosing the Marshal's reward…")
    enemy.w.unmount()
  })

  it("the Captain's order is given by the player of the Captain's mission", async () => {
    // Blue 2's Captain on mission 3 is guessed wrong by Red 2.
    const s = playTeamUntil(startTeamDay(newTeamGame(), RED, BLUE), (x) => tview(x, 'blue2').prompt?.type === 'captain')
    const { w, act } = mountSeat(s, 'blue2')
    expect(turn(w)).toBe("Your turn: the Captain's order")
    await w.get('section.prompt').findAll('button').find((b) => b.text().startsWith('+6 IP'))?.trigger('click')
    expect(act).toHaveBeenCalledWith('blue2', { type: 'captain', choice: 'six' })
    w.unmount()
    const partner = mountSeat(s, 'blue1')
    expect(turn(partner.w)).toBe("Dee (Blue 2) is giving the Captain's order…")
    partner.w.unmount()
  })
})

describe('two against two: the log and the end', () => {
  const over = playTeamUntil(startTeamDay(newTeamGame(), RED, BLUE))

  it('names the player who made each decision', () => {
    const log: LogEntry[] = [
      { type: 'deploy', seat: 'red', by: 'red1' },
      { type: 'deceive', seat: 'blue', mission: 2, play: true, by: 'blue2' },
      { type: 'guess', seat: 'red', mission: 2, rank: 6, by: 'red2' },
      { type: 'captain', seat: 'blue', choice: 'six', by: 'blue2' },
      { type: 'score', seat: 'blue', points: 6, reason: 'captain' },
    ]
    const who = (s: string) => `${NAMES[s as TeamSeat]} (${SEAT_WORD[s as TeamSeat]})`
    const w = mountTable(EventLog, { pinia: freshPinia(), props: { log, track: { wall: 4, flag: 5 }, who } })
    expect(w.findAll('li').map((li) => li.text())).toEqual([
      '◆Ann (Red 1) has deployed two soldiers.',
      '●Dee (Blue 2) plays a Deception token on mission 3.',
      "◆Bob (Red 2) guesses that Blue's mission 3 is the 6 Captain.",
      "●Dee (Blue 2)'s Captain takes 6 IP.",
      '●Blue scores 6 IP from the Captain.',
    ])
    w.unmount()
    // Without names, the seat.
    const bare = mountTable(EventLog, { pinia: freshPinia(), props: { log, track: { wall: 4, flag: 5 } } })
    expect(bare.findAll('li')[0]?.text()).toBe('◆Red 1 has deployed two soldiers.')
    bare.unmount()
  })

  it('names whoever held the seat when each decision was made, not its holder now (issue 34, point 2)', async () => {
    // The day's four deploys are moves 0-3: red1, blue1, red2, blue2.
    const s = startTeamDay(newTeamGame(), RED, BLUE)
    const { w, game } = mountSeat(s, 'red1')
    const deploys = () => w.findAll('.event-log li').filter((li) => li.text().includes('has deployed'))
    // No history (the seats never changed hands): every line names the seat's player.
    expect(deploys().map((li) => li.text())).toEqual([
      '◆Ann (Red 1) has deployed two soldiers.',
      '●Cy (Blue 1) has deployed two soldiers.',
      `◆${NAMES.red2} (Red 2) has deployed two soldiers.`,
      `●${NAMES.blue2} (Blue 2) has deployed two soldiers.`,
    ])
    // The computer kept Red 2's seat from move 2 until its player was back at move 3; a guest
    // Ann let in held Blue 2's from move 3. Their seats now name their players again.
    game.holders = [
      { seat: 'red2', from: 0, as: 'person', name: NAMES.red2 },
      { seat: 'red2', from: 2, as: 'computer', name: NAMES.red2, level: 'easy' },
      { seat: 'red2', from: 3, as: 'person', name: NAMES.red2 },
      { seat: 'blue2', from: 0, as: 'person', name: NAMES.blue2 },
      { seat: 'blue2', from: 3, as: 'guest', name: NAMES.blue2, by: 'Cy' },
    ]
    await nextTick()
    expect(deploys().map((li) => li.text())).toEqual([
      '◆Ann (Red 1) has deployed two soldiers.',
      '●Cy (Blue 1) has deployed two soldiers.',
      `◆Computer for ${NAMES.red2} (Red 2) has deployed two soldiers.`,
      `●Guest of ${NAMES.blue2}, let in by Cy (Blue 2) has deployed two soldiers.`,
    ])
    w.unmount()
  })

  it('ends naming the winning team, both players', () => {
    expect(over.phase).toBe('over')
    expect(over.winner).toBe('red')
    for (const seat of ['red2', 'blue1'] as const) {
      const { w } = mountSeat(over, seat)
      const end = w.get('[aria-labelledby="end-title"]')
      expect(end.get('#end-title').text()).toBe(seat === 'red2' ? 'Your team wins!' : 'Your team loses')
      expect(end.get('#end-winners').text()).toBe('Winners: Ann (Red 1) and Bob (Red 2).')
      expect(end.attributes('aria-describedby')).toBe('end-winners end-why')
      expect(turn(w)).toBe('Game over: Red wins')
      w.unmount()
    }
  })
})

describe('two against two: the deduction helper', () => {
  it("works from the seat's own view, as its side would see the game", async () => {
    const s = play(play(startTeamDay(newTeamGame(), RED, BLUE), 'blue1', { type: 'deceive', play: false }), 'red1', { type: 'guess', rank: 9 })
    const pinia = freshPinia()
    const view: TeamView = tview(s, 'red2')
    holdTeam({ red2: view }, { mode: 'computer' })
    useSettingsStore().deduction = false
    const w = mountTable(TableScreen, { pinia, attachTo: document.body })
    await w.get('button.deduction-toggle').trigger('click')
    const expected = deduce(sideViewOf(view)).missions
    const hints = w.findAll('.hints > li')
    expect(hints).toHaveLength(4)
    expected.forEach((belief, i) => {
      const label = hints[i]?.attributes('aria-label') ?? ''
      if (!belief.hidden) {
        expect(label).toBe(`Mission ${i + 1}: known`)
        return
      }
      const top = Object.entries(belief.ranks).sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))[0]
      expect(label).toContain(`${top?.[0]} `)
      expect(label).toContain(`${Math.round((top?.[1] ?? 0) * 100)}%`)
    })
    w.unmount()
  })
})

// axe over a whole table is slow on a busy machine: a generous timeout.
describe('two against two: accessibility', { timeout: 120_000 }, () => {
  async function violations(state: GameState, seats: readonly TeamSeat[], mode: 'computer' | 'hotseat' = 'computer') {
    const pinia = freshPinia()
    holdTeam(Object.fromEntries(seats.map((s) => [s, tview(state, s)])), { mode })
    const w = mountTable(TableScreen, { pinia, attachTo: document.body })
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false }, 'label-content-name-mismatch': { enabled: true } },
    })
    const unnamed = [...document.querySelectorAll('button')].filter((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === '').length
    w.unmount()
    return { found: result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), unnamed }
  }

  const cases: Array<[string, () => GameState, readonly TeamSeat[], 'computer' | 'hotseat']> = [
    ['the mission phase', () => play(startTeamDay(newTeamGame(), RED, BLUE), 'blue1', { type: 'deceive', play: false }), ['red1'], 'computer'],
    ['the first seat deploying', () => newTeamGame(), ['red1'], 'computer'],
    ["the second seat deploying after its partner's pair", () => deploy(newTeamGame(), 'red1', 2, 5), ['red2'], 'computer'],
    ['the end', () => playTeamUntil(startTeamDay(newTeamGame(), RED, BLUE)), ['blue2'], 'computer'],
    ['the hot-seat cover', () => newTeamGame(), TEAM_SEATS, 'hotseat'],
  ]

  // Every moment, or in the inner loop (test/support/runs.ts) the first: the mission phase, the most of the table.
  it.each(runsFrom(cases))('%s has no axe violations', async (_name, state, seats, mode) => {
    const r = await violations(state(), seats, mode)
    expect(r.found).toEqual([])
    expect(r.unnamed).toBe(0)
  })
})
