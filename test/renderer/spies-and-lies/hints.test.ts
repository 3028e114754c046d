// @vitest-environment happy-dom
// A newcomer's hint at the guess (issue 27): rule by rule from facts on the table, and over seeded
// games, that a rank the hint rules out is never the soldier really on the mission — read from the
// guesser's view only.
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import GuessPrompt from '../../../src/renderer/src/games/spies-and-lies/table/GuessPrompt.vue'
import { SPIES_AND_LIES } from '../all-messages'
import { viewFor } from '../../../src/engine/spies-and-lies'
import type { MissionView, PlayerView, Rank, Seat } from '../../../src/shared/spies-and-lies/types'
import { guessHint, likelierRank, type GuessHint } from '../../../src/renderer/src/games/spies-and-lies/table/hints'
import { ALL_RANKS } from '../../../src/renderer/src/games/spies-and-lies/table/sides'
import { playRandomGame } from '../../support/random-game'
import { runs } from '../../support/runs'

const hidden = (over: Partial<MissionView> = {}): MissionView => ({ rank: null, revealed: false, retreated: false, activated: false, intelToken: null, deception: false, ...over })

describe('the guess hint, rule by rule', () => {
  const missions = [hidden({ revealed: true, rank: 2 }), hidden({ intelToken: true }), hidden({ intelToken: false }), hidden()]
  const facts = (mission: number) => ({ mission, enemyMissions: missions, enemyExhausted: [9, 10] as Rank[], intel: [1, 3, 5, 7] as Rank[] })

  it('names an exhausted soldier', () => {
    expect(guessHint(facts(3), 10)).toBe('exhausted')
  })
  it('names a soldier already turned up on another mission today', () => {
    expect(guessHint(facts(3), 2)).toBe('seen')
  })
  it('an Intel token: the soldier is on the card, so a rank off the card is ruled out', () => {
    expect(guessHint(facts(1), 6)).toBe('intelYes')
    expect(guessHint(facts(1), 5)).toBeNull()
  })
  it('no Intel token: the soldier is not on the card, so a rank on the card is ruled out', () => {
    expect(guessHint(facts(2), 3)).toBe('intelNo')
    expect(guessHint(facts(2), 6)).toBeNull()
  })
  it('never rules out the Sergeant by a token (only a Sergeant may lie)', () => {
    expect(guessHint(facts(1), 4)).toBeNull()
    expect(guessHint({ ...facts(2), intel: [4, 5, 6, 7] }, 4)).toBeNull()
  })
  it('says nothing before the tokens are public, or of a rank that may be there', () => {
    expect(guessHint(facts(3), 6)).toBeNull()
    expect(guessHint({ ...facts(1), intel: null }, 6)).toBeNull()
  })
})

describe('the guess hint over seeded games', () => {
  it('never rules out the soldier really on the mission, and each reason comes up', () => {
    const seen: Record<GuessHint, number> = { exhausted: 0, seen: 0, intelYes: 0, intelNo: 0 }
    let guesses = 0
    for (let g = 0; g < runs(60); g++) {
      const { states } = playRandomGame(`guess-hints-${g}`, { recordStates: true })
      for (const state of states ?? []) {
        for (const seat of ['red', 'blue'] as Seat[]) {
          const view: PlayerView = viewFor(state, seat)
          if (view.prompt?.type !== 'guess') continue
          guesses++
          const enemy: Seat = seat === 'red' ? 'blue' : 'red'
          const mission = view.prompt.mission
          const truth = state.missions[enemy][mission]?.rank
          for (const rank of ALL_RANKS) {
            const why = guessHint({ mission, enemyMissions: view.missions[enemy], enemyExhausted: view.exhausted[enemy], intel: view.intel.current }, rank)
            if (why === null) continue
            seen[why]++
            expect(rank, `${why} ruled out the soldier really there`).not.toBe(truth)
          }
        }
      }
    }
    expect(guesses).toBeGreaterThan(0)
    for (const [why, n] of Object.entries(seen)) expect(n, why).toBeGreaterThan(0)
  })
})

describe('the guess hint on the table', () => {
  function prompt(hints: boolean) {
    const enemyMissions = [hidden({ intelToken: true }), hidden(), hidden(), hidden()]
    return mount(GuessPrompt, {
      props: { side: 'red', mission: 0, target: enemyMissions[0], intel: [4, 5, 6, 7], enemyExhausted: [1], enemyMissions, scout: false, bomb: false, disabled: false, hints },
      global: { plugins: [createAppI18n('en', SPIES_AND_LIES)] },
    })
  }

  it('warns when the rank chosen contradicts the Intel token, and not otherwise', async () => {
    const w = prompt(true)
    await w.get('button.rank[data-rank="9"]').trigger('click')
    expect(w.get('[data-test="hint"]').text()).toContain('9 General: not on the Intel card, but this mission has an Intel token')
    await w.get('button.rank[data-rank="5"]').trigger('click')
    expect(w.find('[data-test="hint"]').exists(), w.get('[data-test="hints"]').text()).toBe(false)
    // The guess itself stays the player's to make.
    await w.get('button.rank[data-rank="9"]').trigger('click')
    await w.get('[data-test="confirm"]').trigger('click')
    expect(w.emitted('act')).toEqual([[{ type: 'guess', rank: 9 }]])
  })

  it('stays quiet with hints off', async () => {
    const w = prompt(false)
    await w.get('button.rank[data-rank="9"]').trigger('click')
    expect(w.find('[data-test="hint"]').exists()).toBe(false)
  })
})

describe('the likelier-rank hint (issue 35, point 4)', () => {
  const chances = (over: Partial<Record<Rank, number>>): Record<Rank, number> => ({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: 0, 10: 0, ...over })

  it('names the likeliest rank offered when it is likelier by 15 points or more', () => {
    expect(likelierRank(chances({ 3: 0.1, 7: 0.5, 9: 0.4 }), 3, ALL_RANKS)).toEqual({ rank: 7, chance: 0.5, chosen: 0.1 })
    expect(likelierRank(chances({ 3: 0.4, 7: 0.5 }), 3, ALL_RANKS)).toBeNull()
    expect(likelierRank(chances({ 7: 0.5, 9: 0.2 }), 7, ALL_RANKS)).toBeNull()
  })
  it('names only a rank that is offered (not one the guess hint rules out)', () => {
    expect(likelierRank(chances({ 3: 0.1, 7: 0.6, 9: 0.3 }), 3, [3, 9])).toEqual({ rank: 9, chance: 0.3, chosen: 0.1 })
  })
  it('on the table: names the likelier rank with both chances, and says nothing without chances', async () => {
    const enemyMissions = [hidden(), hidden(), hidden(), hidden()]
    const props = { side: 'red' as Seat, mission: 0, target: enemyMissions[0], intel: null, enemyExhausted: [], enemyMissions, scout: false, bomb: false, disabled: false, hints: true }
    const global = { plugins: [createAppI18n('en', SPIES_AND_LIES)] }
    const w = mount(GuessPrompt, { props: { ...props, chances: chances({ 2: 0.05, 8: 0.6 }) }, global })
    await w.get('button.rank[data-rank="2"]').trigger('click')
    expect(w.get('[data-test="hint"]').text()).toContain('2 Scout: about 5% likely on this mission. Likelier here: 8 Colonel (60%), judging by what the table shows and how players usually deploy.')
    await w.get('button.rank[data-rank="8"]').trigger('click')
    expect(w.find('[data-test="hint"]').exists()).toBe(false)
    const quiet = mount(GuessPrompt, { props, global })
    await quiet.get('button.rank[data-rank="2"]').trigger('click')
    expect(quiet.find('[data-test="hint"]').exists()).toBe(false)
  })
})
