// The turn panel's and the Notebook's sentences and signs, read without a table: whose turn and who
// is waited for, the tokens left, why a layout may not be sent; where a spy is, its attempts in
// signs and words, and what a cell of the grid says and shows (the player's mark before the helper's).
import { describe, expect, it } from 'vitest'
import type { NotebookCell, NotebookRow } from '../../../src/renderer/src/games/confusion/table/notebook'
import { cellSign, cellText, triesText, trySign, whereText } from '../../../src/renderer/src/games/confusion/table/notebook-text'
import type { Tr } from '../../../src/renderer/src/games/confusion/table/text'
import { headingText, placementIssueText, tokensLeftText, waitingText } from '../../../src/renderer/src/games/confusion/table/turn-text'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { CONFUSION } from '../all-messages'
import { newGame, play, viewFor } from './helpers'

function tr(): Tr {
  const { t, te } = createAppI18n('en', CONFUSION).global
  return { t: (key, named) => t(key, named ?? {}), tn: (key, n, named) => t(key, { n, ...named }, n), te: (key) => te(key) }
}

describe('the turn panel in words', () => {
  it('says whose turn it is and for what, or why nothing is asked', () => {
    const view = viewFor(newGame(), 'white')
    expect(headingText(tr(), view.prompt, 'white', false, false)).toBe('Your turn — move a spy')
    expect(headingText(tr(), view.prompt, 'white', true, false)).toBe("White's turn — move a spy")
    expect(headingText(tr(), null, 'white', false, false)).toBe('Waiting')
    expect(headingText(tr(), null, 'white', false, true)).toBe('Game over')
  })

  it('says who the game waits for, and nobody once it is over', () => {
    const view = viewFor(play(newGame(), 'white', { type: 'move', from: [3, 1], to: [3, 2] }), 'white')
    expect(waitingText(tr(), view, 'white', false)).toBe('Waiting for Red to move.')
    expect(waitingText(tr(), view, 'white', true)).toBeNull()
  })

  it('lists the tokens left, and says so when none are', () => {
    expect(tokensLeftText(tr(), ['move2', 'swap'])).toMatch(/^Your tokens: .+, .+$/)
    expect(tokensLeftText(tr(), [])).toBe('Your tokens: none')
  })

  it('says why a layout may not be sent yet, or that it is complete', () => {
    expect(placementIssueText(tr(), null)).toBe('The layout is complete.')
    expect(placementIssueText(tr(), { code: 'incomplete', n: 1 })).toBe('1 spy still to place.')
    expect(placementIssueText(tr(), { code: 'incomplete', n: 11 })).toBe('11 spies still to place.')
    expect(placementIssueText(tr(), { code: 'maxPerRow', max: 8 })).toBe('At most 8 spies in one row.')
    expect(placementIssueText(tr(), { code: 'minColumns', min: 3, n: 1 })).toBe('At least 3 columns need spies in both rows (now 1).')
  })
})

describe('the Notebook in words and signs', () => {
  const row = { label: 'H', at: [3, 1], removed: null, promoted: false, tries: [{ dir: 'N', dist: 4, yes: false }, { dir: 'NE', dist: 1, yes: true }] } as unknown as NotebookRow
  const possible: NotebookCell = { piece: 'M02', state: 'possible', p: 0.25 }

  it('says where a spy is and what its attempts were told', () => {
    expect(whereText(tr(), row)).toBe('d2')
    expect(row.tries.map(trySign)).toEqual(['↑4✗', '↗1✓'])
    expect(triesText(tr(), row)).toMatch(/^.+: NO; .+: YES$/)
  })

  it('reads a cell aloud with the helper and the mark, and shows the mark before the probability', () => {
    expect(cellText(tr(), 'H', possible, false, undefined)).toBe('spy H, M02')
    expect(cellText(tr(), 'H', possible, true, 'maybe')).toBe('spy H, M02, possible, 25%, your mark: suspected')
    expect(cellSign(possible, true, undefined)).toBe('25')
    expect(cellSign(possible, false, undefined)).toBe('')
    expect(cellSign(possible, true, 'out')).toBe('✗')
    expect(cellSign({ piece: 'M02', state: 'ruledOut', p: 0 }, true, 'maybe')).toBe('○')
  })
})
