// @vitest-environment happy-dom
// The privacy rule: the table renders one seat's view, and the other side's hidden ranks are never
// in the DOM. In hot-seat, while the cover is up nothing private is rendered at all.
import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { viewFor, type GameState, type Rank } from '../../../src/engine/spies-and-lies'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import TableScreen from '../../../src/renderer/src/games/spies-and-lies/SpiesAndLiesTable.vue'
import { confirmIntel, deployBoth, freshPinia, hold, mountTable, newGame, play, type Lineup } from './helpers'

const SOLDIER_NAMES = ['Spy', 'Scout', 'Miner', 'Sergeant', 'Lieutenant', 'Captain', 'Bomb', 'Colonel', 'General', 'Marshal']

/** Vue's generated ids differ between mounts; nothing else may. */
function normalised(html: string): string {
  return html.replace(/v-\d+(-\d+)*/g, 'v-id').replace(/-v-[\w-]+/g, '-v-id')
}

function mountFor(state: GameState, seat: 'red' | 'blue') {
  const pinia = freshPinia()
  hold({ [seat]: viewFor(state, seat) }, { mode: 'computer', room: 'PRIVA' })
  return mountTable(TableScreen, { pinia, attachTo: document.body })
}

/** The ranks on the enemy's mission cards as rendered. */
function enemyRanks(w: ReturnType<typeof mountFor>): string[] {
  return w.findAll('[data-mission]').flatMap((m) => m.findAll('[data-rank]').map((r) => r.attributes('data-rank') ?? ''))
}

afterEach(() => {
  forgetRevealed()
  document.body.innerHTML = ''
})

describe('privacy', () => {
  // Two games that differ only in blue's secret line-up. Both line-ups carry no Intel token on the
  // day-1 card (4 5 6 7), so everything public is the same and red's table must look the same.
  const RED: Lineup = [2, 5, 7, 9]
  const BLUE_A: Lineup = [2, 3, 8, 9]
  const BLUE_B: Lineup = [3, 8, 9, 10]

  it('renders exactly the same table for red whatever blue has hidden (intel and mission phases)', () => {
    for (const advance of [(s: GameState) => s, confirmIntel]) {
      const a = advance(deployBoth(newGame(), RED, BLUE_A))
      const b = advance(deployBoth(newGame(), RED, BLUE_B))
      const wa = mountFor(a, 'red')
      const htmlA = normalised(wa.html())
      wa.unmount()
      const wb = mountFor(b, 'red')
      const htmlB = normalised(wb.html())
      wb.unmount()
      expect(htmlA).toBe(htmlB)
      expect(htmlA).toContain('face down')
    }
  })

  it('shows no rank on the hidden enemy cards, only on revealed ones', () => {
    const s = confirmIntel(deployBoth(newGame(), RED, BLUE_B))
    const w = mountFor(s, 'red')
    const blueMissions = w.get('[aria-label="Blue\'s missions"]')
    expect(blueMissions.findAll('[data-rank]')).toHaveLength(0)
    for (const name of SOLDIER_NAMES) expect(blueMissions.text()).not.toContain(name)
    // Red's own line-up is on show to red.
    const redMissions = w.get('[aria-label="Red\'s missions"]')
    expect(redMissions.findAll('[data-rank]').map((r) => r.attributes('data-rank'))).toEqual(RED.map(String))
    w.unmount()
    // Turn blue's first card up: now exactly that one rank appears on blue's side.
    const revealed = play(play(s, 'blue', { type: 'deceive', play: false }), 'red', { type: 'guess', rank: 3 })
    const w2 = mountFor(revealed, 'red')
    expect(w2.get('[aria-label="Blue\'s missions"]').findAll('[data-rank]').map((r) => r.attributes('data-rank'))).toEqual(['3'])
    expect(w2.get('[aria-label="Blue\'s missions"]').text()).toContain('retreated')
    w2.unmount()
  })

  it('this test can fail: a view that leaked blue\'s ranks would show them', () => {
    const s = confirmIntel(deployBoth(newGame(), RED, BLUE_B))
    const leaky = viewFor(s, 'red')
    leaky.missions.blue = viewFor(s, 'blue').missions.blue
    const pinia = freshPinia()
    hold({ red: leaky }, { mode: 'computer', room: 'LEAKY' })
    const w = mountTable(TableScreen, { pinia })
    expect(enemyRanks(w)).toEqual(expect.arrayContaining(BLUE_B.map(String)))
    w.unmount()
  })

  describe('hot-seat', () => {
    function hotseat(state: GameState) {
      const pinia = freshPinia()
      const game = hold({ red: viewFor(state, 'red'), blue: viewFor(state, 'blue') }, { mode: 'hotseat', room: 'HOTSE' })
      const w = mountTable(TableScreen, { pinia, attachTo: document.body })
      return { w, game }
    }

    function expectNothingPrivate(html: string): void {
      expect(html).not.toContain('data-rank')
      for (const name of SOLDIER_NAMES) expect(html).not.toMatch(new RegExp(`\\b${name}\\b`))
    }

    it('starts behind the cover, with no card of either side in the DOM', async () => {
      const { w } = hotseat(newGame())
      expect(w.get('[role="dialog"]').text()).toContain('Pass the computer to Red')
      expectNothingPrivate(w.html())
      expectNothingPrivate(document.body.innerHTML)
      // Enter reveals red's table (deploying first: red, then blue).
      await w.get('.pass').trigger('keydown', { key: 'Enter' })
      expect(w.find('.pass').exists()).toBe(false)
      expect(w.find('button.hand-card[data-rank="2"]').exists()).toBe(true)
      w.unmount()
    })

    it('covers the table the moment the turn passes, before anything of the next side shows', async () => {
      const s0 = newGame()
      const { w, game } = hotseat(s0)
      await w.get('.ready').trigger('click')
      expect(w.html()).toContain('data-rank')
      // Red deploys; the host sends both seats their new views.
      const s1 = play(s0, 'red', { type: 'deploy', missions: [2, 5, 7, 9] })
      const red = game.held.red
      const blue = game.held.blue
      if (!red || !blue) throw new Error('seats not held')
      red.view = viewFor(s1, 'red')
      red.seq = 1
      blue.view = viewFor(s1, 'blue')
      blue.seq = 1
      await nextTick()
      expect(w.get('[role="dialog"]').text()).toContain('Pass the computer to Blue')
      expectNothingPrivate(w.html())
      expect(w.get('[data-test="turn"]').text()).toBe('Pass the computer to Blue')
      // Blue reveals: blue's hand, never red's line-up.
      await w.get('.ready').trigger('click')
      const redMissions = w.get('[aria-label="Red\'s missions"]')
      expect(redMissions.findAll('[data-rank]')).toHaveLength(0)
      expect(w.findAll('button.hand-card').length).toBe(9)
      w.unmount()
    })

    it('shows no hidden rank of either side while the cover is up in the mission phase', () => {
      const s = confirmIntel(deployBoth(newGame(), RED, BLUE_B))
      const { w } = hotseat(s)
      // Blue decides about a Deception token first.
      expect(w.get('[role="dialog"]').text()).toContain('Blue')
      expectNothingPrivate(w.html())
      w.unmount()
    })

    it('shows the final table without a cover when the game is over', () => {
      let s = confirmIntel(deployBoth(newGame(), RED, BLUE_B))
      // Play to the end: no tokens, every guess wrong.
      for (let i = 0; i < 400 && s.phase !== 'over'; i++) {
        const seat = (['red', 'blue'] as const).find((x) => viewFor(s, x).prompt !== null)
        if (!seat) break
        const prompt = viewFor(s, seat).prompt
        if (prompt?.type === 'deploy') {
          const hand = viewFor(s, seat).hand ?? []
          const line = hand.filter((r) => r !== 4).slice(0, 4) as Rank[]
          s = play(s, seat, { type: 'deploy', missions: [line[0], line[1], line[2], line[3]] })
        } else if (prompt?.type === 'intel') s = play(s, seat, prompt.sergeant === null ? { type: 'intel' } : { type: 'intel', sergeantToken: true })
        else if (prompt?.type === 'deceive') s = play(s, seat, { type: 'deceive', play: false })
        else if (prompt?.type === 'guess') s = play(s, seat, { type: 'guess', rank: 1 })
        else if (prompt?.type === 'captain') s = play(s, seat, { type: 'captain', choice: 'six' })
        else if (prompt?.type === 'marshal') s = play(s, seat, { type: 'marshal', choice: 'ten' })
      }
      expect(s.phase).toBe('over')
      const { w } = hotseat(s)
      expect(w.find('.pass').exists()).toBe(false)
      expect(w.get('[aria-labelledby="end-title"]').text()).toMatch(/wins|draw/i)
      w.unmount()
    })
  })
})
