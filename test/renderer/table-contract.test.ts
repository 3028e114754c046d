// @vitest-environment happy-dom
// The renderer's side of the contract (issue 37, point 4): every registered table mounts with the
// views of every phase of seeded games (each seat's, in a room of the seats' own game), with no
// error, no Vue warning and no message key missing in English. A new game gets this once it is in
// both registries and has its contract entry (test/engine/<id>/contract.ts): nothing here names a game.
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import type { Component } from 'vue'
import { createI18n } from 'vue-i18n'
import { gameModule } from '../../src/engine/registry'
import type { AnyGameModule, BaseView } from '../../src/engine/core/game-module'
import { gameEntry } from '../../src/renderer/src/games'
import { I18N_OPTIONS } from '../../src/renderer/src/i18n'
import { useGameStore } from '../../src/renderer/src/stores/game'
import { GAME_IDS } from '../../src/shared/protocol'
import { CONTRACT } from '../support/contract/games'
import { playGame } from '../support/contract/play'
import { runsFrom } from '../support/runs'
import { ALL_MESSAGES } from './all-messages'

/**
 * The views of every phase a seeded game of these options passes, once each: for every kind of
 * prompt the first seat asked it, a seat waiting for another, and every seat at the end.
 */
function phaseViews(game: AnyGameModule, options: object, seed: string, maxActions: number, seen: Set<string>): Array<{ phase: string; seat: string; view: BaseView }> {
  const { states } = playGame(game, options, seed, maxActions)
  const seats = game.seatsFor(options)
  const out: Array<{ phase: string; seat: string; view: BaseView }> = []
  const take = (phase: string, seat: string, view: BaseView) => {
    if (seen.has(phase)) return
    seen.add(phase)
    out.push({ phase, seat, view })
  }
  for (const s of states) {
    const due = game.toAct(s)
    for (const seat of seats) {
      const view = game.viewFor(s, seat) as BaseView
      if (game.winner(s) !== null) take(`the end (as ${seat})`, seat, view)
      else if (due.includes(seat)) take(`asked ${view.prompt?.type ?? '?'}`, seat, view)
      else take('waiting for another seat', seat, view)
    }
  }
  return out
}

/** The table itself, loaded as the registry's lazy page would load it. */
async function tableOf(page: Component): Promise<Component> {
  const loader = (page as { __asyncLoader?: () => Promise<Component> }).__asyncLoader
  if (loader === undefined) throw new Error('the registry’s table is not a lazy page')
  return await loader()
}

let mounted: VueWrapper | null = null
afterEach(() => {
  mounted?.unmount()
  mounted = null
})

describe.each(GAME_IDS.map((id) => ({ id })))('the table contract: $id', ({ id }) => {
  const game = gameModule(id) as AnyGameModule
  const entry = gameEntry(id)
  // The inner loop mounts the phases of a fifth of the option sets (at least one; test/support/runs.ts).
  const cases = runsFrom(CONTRACT[id].cases)

  // Phases are counted once over all the game's option sets: a later set adds only what is new.
  const seen = new Set<string>()

  it.each(cases)('mounts with the views of every phase of a seeded game ($label)', async (c) => {
    expect(entry).not.toBeNull()
    const table = await tableOf(entry?.table as Component)
    const views = phaseViews(game, c.options, `table-contract-${id}-0`, c.maxActions, seen)
    const problems: string[] = []
    const i18n = createI18n({
      ...I18N_OPTIONS,
      locale: 'en',
      messages: { en: ALL_MESSAGES.en as never },
      missingWarn: false,
      fallbackWarn: false,
      missing: (_locale: string, key: string) => void problems.push(`no message ${key}`),
    })
    for (const { phase, seat, view } of views) {
      const at = `${phase}, ${JSON.stringify(c.options)}`
      const pinia = createPinia()
      setActivePinia(pinia)
      const store = useGameStore()
      store.mode = 'network'
      store.room = 'TABLE'
      store.gameId = id
      store.options = { ...c.options }
      store.held = { [seat]: { seat, token: null, view, seq: 1, status: 'open' } }
      const before = problems.length
      mounted = mount(table, {
        global: {
          plugins: [pinia, i18n],
          config: {
            errorHandler: (error: unknown) => void problems.push(String(error)),
            warnHandler: (message: string) => void problems.push(`warning ${message}`),
          },
        },
      })
      expect(mounted.text().length, at).toBeGreaterThan(0)
      mounted.unmount()
      mounted = null
      problems.splice(before, problems.length - before, ...problems.slice(before).map((p) => `${at}: ${p}`))
    }
    expect(problems).toEqual([])
  })
})
