// @vitest-environment happy-dom
// Issue 27, point 2: every tutorial is a script played on the real engine, so a rule change cannot
// leave one behind silently. Each script is played through here: the other seats' moves must be
// legal when their step begins, each step's own move must be legal, asked for (the seat's view has a
// prompt then) and taken, every text must exist in the four languages, and it ends with nothing left
// to do but the offer to play the computer.
import { describe, expect, it } from 'vitest'
import { GAMES } from '../../../src/renderer/src/games'
import { gameModule } from '../../../src/engine/registry'
import { LANGUAGES } from '../../../src/renderer/src/i18n'
import { TutorialRun } from '../../../src/renderer/src/tutorial/run'
import { ALL_MESSAGES as messages } from '../all-messages'

function has(tree: Record<string, unknown>, key: string): boolean {
  let at: unknown = tree
  for (const part of key.split('.')) {
    if (typeof at !== 'object' || at === null || !(part in at)) return false
    at = (at as Record<string, unknown>)[part]
  }
  return typeof at === 'string' && at.length > 0
}

describe('tutorial scripts', () => {
  for (const entry of GAMES.filter((g) => g.tutorial)) {
    it(`${entry.id}: every step is legal and reached, every text is there in every language`, async () => {
      const script = await (entry.tutorial as NonNullable<typeof entry.tutorial>)()
      const rules = gameModule(entry.id)
      if (!rules) throw new Error(entry.id)
      expect(script.game).toBe(entry.id)
      const run = new TutorialRun(rules, script)
      expect(run.seats).toContain(script.seat)
      for (const [i, step] of script.steps.entries()) {
        run.next()
        // The highlight is a selector this page can read (a typo would highlight nothing).
        if (step.highlight) expect(() => document.createDocumentFragment().querySelector(step.highlight as string), `step ${i}: ${step.highlight}`).not.toThrow()
        for (const key of [step.say, ...(step.hint ? [step.hint] : [])]) {
          for (const { code } of LANGUAGES) expect(has(messages[code] as Record<string, unknown>, key), `step ${i}: ${key} in ${code}`).toBe(true)
        }
        if (step.you) {
          expect(run.view().prompt, `step ${i}: the seat is asked to decide`).not.toBeNull()
          expect(run.attempt(step.you), `step ${i}: ${JSON.stringify(step.you)}`).toEqual({ kind: 'done' })
        }
      }
      const last = script.steps.at(-1)
      expect(last?.you, 'the last step only offers to play the computer').toBeUndefined()
    })
  }
})
