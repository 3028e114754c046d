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

describe('a step taken another way that ends alike', () => {
  function permutations<T>(xs: readonly T[]): T[][] {
    if (xs.length <= 1) return [xs.slice()]
    return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]))
  }

  it("Agent DOG's Partner: its steps in another order that ends alike are the step's move, and the tutorial plays on to its end", async () => {
    const entry = GAMES.find((g) => g.id === 'agent-dog')
    const script = await (entry?.tutorial as NonNullable<NonNullable<typeof entry>['tutorial']>)()
    const rules = gameModule('agent-dog')
    if (!rules) throw new Error('agent-dog')
    const at = script.steps.findIndex((s) => (s.you as { move?: { kind?: string } } | undefined)?.move?.kind === 'split')
    expect(at).toBeGreaterThan(0)
    const wanted = script.steps[at]?.you as { type: 'play'; card: string; move: { kind: 'split'; steps: unknown[] } }
    const fresh = (): TutorialRun => {
      const run = new TutorialRun(rules, script)
      for (let i = 0; i <= at; i++) {
        run.next()
        const you = script.steps[i]?.you
        if (i < at && you) run.attempt(you)
      }
      return run
    }
    const inOrder = (steps: unknown[]) => ({ ...wanted, move: { kind: 'split' as const, steps } })
    const outcomes = permutations(wanted.move.steps)
      .slice(1)
      .map((steps) => ({ steps, got: fresh().attempt(inOrder(steps)).kind }))
    const alike = outcomes.find((o) => o.got === 'done')
    expect(alike, JSON.stringify(outcomes)).toBeDefined()
    const run = fresh()
    expect(run.attempt(inOrder(alike?.steps ?? []))).toEqual({ kind: 'done' })
    for (let i = at + 1; i < script.steps.length; i++) {
      run.next()
      const you = script.steps[i]?.you
      if (you) expect(run.attempt(you), `step ${i}`).toEqual({ kind: 'done' })
    }
  })
})
