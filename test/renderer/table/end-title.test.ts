// The end dialog's title speaks with one voice in every game and language (issue 37, point 3): to a
// player "You win!" / "You lose" (a team's: "Your team …"), to anyone else who won, or a draw.
import { describe, expect, it } from 'vitest'
import { endTitle, type EndOutcome } from '../../../src/renderer/src/components/table/end-title'
import { createAppI18n, LANGUAGES } from '../../../src/renderer/src/i18n'
import type { Tr } from '../../../src/renderer/src/i18n/tr'

function trIn(lang: (typeof LANGUAGES)[number]['code']): Tr {
  const { t, te } = createAppI18n(lang).global
  return { t: (key, named) => t(key, named ?? {}), tn: (key, n, named) => t(key, { n, ...named }, n), te: (key) => te(key) }
}

const OUTCOMES: Array<[EndOutcome, string]> = [
  [{ kind: 'draw' }, 'A draw'],
  [{ kind: 'won', mine: true, team: false, who: 'Red', count: 1 }, 'You win!'],
  [{ kind: 'won', mine: false, team: false, who: 'White', count: 1 }, 'You lose'],
  [{ kind: 'won', mine: true, team: true, who: 'Red and Green', count: 2 }, 'Your team wins!'],
  [{ kind: 'won', mine: false, team: true, who: 'Blue and Yellow', count: 2 }, 'Your team loses'],
  [{ kind: 'won', mine: null, team: false, who: 'Red', count: 1 }, 'Red wins!'],
  [{ kind: 'won', mine: null, team: true, who: 'Blue and Yellow', count: 2 }, 'Blue and Yellow win!'],
]

describe('the end dialog title', () => {
  it.each(OUTCOMES)('in English: %o is %s', (outcome, title) => {
    expect(endTitle(trIn('en'), outcome)).toBe(title)
  })

  it.each(LANGUAGES.map((l) => l.code))('in %s: every outcome has its own words, naming the winners when the window plays no side', (lang) => {
    const titles = OUTCOMES.map(([outcome]) => endTitle(trIn(lang), outcome))
    expect(titles.every((x) => x.length > 0 && !x.includes('endTitle'))).toBe(true)
    expect(new Set(titles.slice(0, 5)).size).toBe(5)
    expect(titles[5]).toContain('Red')
    expect(titles[6]).toContain('Blue and Yellow')
  })
})
