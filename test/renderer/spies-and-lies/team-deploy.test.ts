// @vitest-environment happy-dom
// Deploying two against two: each seat puts two soldiers on its own two missions. The first seat
// (missions 1–2) may not take a pair its partner could not complete; the second seat (missions 3–4)
// sees its partner's pair while it deploys, and the order rule holds across all four.
import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import type { Rank, TeamSeat } from '../../../src/engine/spies-and-lies'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import TableScreen from '../../../src/renderer/src/games/spies-and-lies/SpiesAndLiesTable.vue'
import { freshPinia, mountTable } from './helpers'
import { deploy, holdTeam, newTeamGame, tview } from './team-helpers'
import { stubActs } from '../stub-acts'

afterEach(() => {
  forgetRevealed()
  document.body.innerHTML = ''
})

function mountSeat(state: ReturnType<typeof newTeamGame>, seat: TeamSeat) {
  const pinia = freshPinia()
  const game = holdTeam({ [seat]: tview(state, seat) }, { mode: 'network', seq: 7 })
  const { act } = stubActs(game)
  const w = mountTable(TableScreen, { pinia, attachTo: document.body })
  return { w, act }
}

async function put(w: VueWrapper, rank: Rank, mission: number): Promise<void> {
  await w.get(`button.hand-card[data-rank="${rank}"]`).trigger('click')
  await w.get(`button[data-slot="${mission}"]`).trigger('click')
}

function checkText(w: VueWrapper): string {
  return w.get('[data-test="deploy-check"]').text()
}

function deployButton(w: VueWrapper) {
  return w.get('button[data-test="deploy"]')
}

describe('team deploy, first seat (missions 1 and 2)', () => {
  it('offers only its own two missions and deploys a pair', async () => {
    const { w, act } = mountSeat(newTeamGame(), 'red1')
    expect(w.get('[data-test="turn"]').text()).toBe('Your turn: deploy two soldiers')
    expect(w.findAll('button[data-slot]').map((b) => b.attributes('data-slot'))).toEqual(['0', '1'])
    expect(w.get('ol.slots').attributes('aria-label')).toBe('Missions 1 and 2')
    expect(w.get('[data-test="deploy-team-note"]').text()).toContain('Then Bob (Red 2) sees your two soldiers and deploys missions 3 and 4')
    expect(w.get('.hand').attributes('aria-label')).toBe("Your side's hand")
    // The side's whole hand: everything but the exhausted Marshal.
    expect(w.findAll('button.hand-card').map((b) => Number(b.attributes('data-rank')))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    await put(w, 2, 0)
    expect(checkText(w)).toContain('Place 1 more soldier')
    await put(w, 5, 1)
    expect(checkText(w)).toContain('The line-up is in order')
    await deployButton(w).trigger('click')
    expect(act).toHaveBeenCalledWith('red1', { type: 'deploy', missions: [2, 5] })
    w.unmount()
  })

  it('refuses a pair that leaves its partner no way to fill missions 3 and 4 in order (our ruling)', async () => {
    const { w, act } = mountSeat(newTeamGame(), 'blue1')
    // 8 and 9 on missions 1–2: only the Sergeant could stand after them, and two are needed.
    await put(w, 8, 0)
    await put(w, 9, 1)
    expect(checkText(w)).toContain('After these two soldiers your partner could not fill missions 3 and 4 in rank order')
    expect(deployButton(w).attributes('disabled')).toBeDefined()
    await deployButton(w).trigger('click')
    expect(act).not.toHaveBeenCalled()
    // Out of order within the pair: the order rule's own message.
    await put(w, 5, 0)
    await put(w, 3, 1)
    expect(checkText(w)).toContain('5 Lieutenant on mission 1 cannot stand before 3 Miner on mission 2')
    w.unmount()
  })

  it('places by keyboard on its own missions only', async () => {
    const { w } = mountSeat(newTeamGame(), 'red1')
    const card = w.get('button.hand-card[data-rank="3"]')
    await card.trigger('click')
    expect(w.get('[data-test="deploy-how"]').text()).toContain('press 1 or 2')
    await card.trigger('keydown', { key: '3' })
    expect(w.findAll('button[data-slot] [data-rank]')).toHaveLength(0)
    await card.trigger('keydown', { key: '2' })
    expect(w.get('button[data-slot="1"]').find('[data-rank="3"]').exists()).toBe(true)
    w.unmount()
  })
})

describe('team deploy, second seat (missions 3 and 4)', () => {
  const afterPartner = () => deploy(newTeamGame(), 'red1', 2, 5)

  it("waits for its partner's pair first", () => {
    const { w } = mountSeat(newTeamGame(), 'red2')
    expect(w.find('button[data-test="deploy"]').exists()).toBe(false)
    expect(w.get('[data-test="turn"]').text()).toBe('Ann (Red 1) is deploying…')
    w.unmount()
  })

  it("shows its partner's pair on missions 1 and 2 while it deploys, not in its hand and not movable", async () => {
    const { w } = mountSeat(afterPartner(), 'red2')
    const partner = w.findAll('[data-partner-slot]')
    expect(partner.map((p) => p.attributes('data-partner-slot'))).toEqual(['0', '1'])
    expect(partner.map((p) => p.get('[data-rank]').attributes('data-rank'))).toEqual(['2', '5'])
    expect(partner[0]?.text()).toContain('deployed by Ann (Red 1)')
    expect(w.findAll('button[data-slot]').map((b) => b.attributes('data-slot'))).toEqual(['2', '3'])
    expect(w.findAll('button.hand-card').map((b) => Number(b.attributes('data-rank')))).toEqual([1, 3, 4, 6, 7, 8, 9])
    expect(w.get('[data-test="deploy-team-note"]').text()).toContain('Ann (Red 1) has deployed missions 1 and 2')
    w.unmount()
  })

  it('keeps the order rule across all four missions and deploys missions 3 and 4', async () => {
    const { w, act } = mountSeat(afterPartner(), 'red2')
    await put(w, 3, 2)
    expect(checkText(w)).toContain('5 Lieutenant on mission 2 cannot stand before 3 Miner on mission 3')
    // The partner's card is marked as part of the broken order too.
    expect(w.get('[data-partner-slot="1"]').classes()).toContain('bad')
    const clear = w.findAll('button').find((b) => b.text() === 'Clear')
    if (!clear) throw new Error('no Clear button')
    await clear.trigger('click')
    expect(w.findAll('[data-partner-slot] [data-rank]')).toHaveLength(2)
    // The Sergeant may still stand anywhere.
    await put(w, 4, 2)
    await put(w, 9, 3)
    expect(checkText(w)).toContain('The line-up is in order')
    await deployButton(w).trigger('click')
    expect(act).toHaveBeenCalledWith('red2', { type: 'deploy', missions: [4, 9] })
    w.unmount()
  })
})
