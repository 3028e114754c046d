// @vitest-environment happy-dom
// Issue 35, point 7: in a game two against two, nothing on the Spies & Lies table tells the two
// teams apart by colour alone. Everything drawn in a team's colour on the board — its missions
// (empty, face down and face up), the player each mission is played by, its side strip, its
// infiltration track and its half of the Double Agent track — carries the team's shape as well
// (red ◆, blue ●), and the two shapes differ. (The colours themselves are checked in simulated
// colour-vision deficiencies by test/renderer/colour-vision.test.ts.)
import { afterEach, describe, expect, it } from 'vitest'
import type { GameState, Seat, TeamSeat } from '../../../src/engine/spies-and-lies'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import TableScreen from '../../../src/renderer/src/games/spies-and-lies/SpiesAndLiesTable.vue'
import { SIDE_MARK } from '../../../src/renderer/src/games/spies-and-lies/table/sides'
import type { Lineup } from './helpers'
import { freshPinia, mountTable } from './helpers'
import { holdTeam, newTeamGame, startTeamDay, tview } from './team-helpers'

afterEach(() => {
  forgetRevealed()
  localStorage.clear()
  document.body.innerHTML = ''
})

const RED: Lineup = [2, 5, 7, 9]
const BLUE: Lineup = [1, 3, 6, 8]
const SIDES: readonly Seat[] = ['red', 'blue']
/** What is drawn in a team's colour on the board, each to carry the team's shape. */
const COLOURED = ['.mission.side-{s}', '.mission.side-{s} .player', '.strip.side-{s}', '.infiltration.side-{s}', '.agent-track .cell.open.side-{s}']

function marksOn(state: GameState, seat: TeamSeat): string[] {
  const pinia = freshPinia()
  holdTeam({ [seat]: tview(state, seat) }, { mode: 'computer' })
  const w = mountTable(TableScreen, { pinia, attachTo: document.body })
  const problems: string[] = []
  for (const side of SIDES) {
    for (const what of COLOURED) {
      const sel = what.replaceAll('{s}', side)
      const els = w.findAll(`.board-column ${sel}`)
      if (els.length === 0) problems.push(`${sel}: none on the table`)
      for (const el of els) {
        const shaped = el.text().includes(SIDE_MARK[side]) || el.find(side === 'red' ? '.shape polygon' : '.shape circle').exists()
        if (!shaped) problems.push(`${sel} "${el.text().slice(0, 40)}": no ${SIDE_MARK[side]}`)
      }
    }
  }
  w.unmount()
  return problems
}

describe('the two teams told apart by shape as well as colour', () => {
  it('the two shapes differ', () => {
    expect(SIDE_MARK.red).not.toBe(SIDE_MARK.blue)
  })

  it('before anyone has deployed: empty missions, strips and tracks carry their team’s shape', () => {
    expect(marksOn(newTeamGame(), 'red1')).toEqual([])
  })

  it('on day 1: face-down and face-up missions, and who plays each, carry their team’s shape', () => {
    const state = startTeamDay(newTeamGame(), RED, BLUE)
    expect(marksOn(state, 'red1')).toEqual([])
    expect(marksOn(state, 'blue2')).toEqual([])
  })
})
