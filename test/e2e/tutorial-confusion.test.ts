// Issue 27 in the browser: the Confusion tutorial completed by following its highlights only. From
// the Start screen (Confusion chosen, "Learn to play"), every step is passed with Next when the coach
// offers it, and otherwise by pressing the highlighted parts in turn (a spy's square on the board,
// then the square to try) until the coach offers to play the easy computer at the last step. The
// coach never has to explain a wrong move. On a laptop screen, axe finds nothing serious at a few
// steps (with a spy picked too); on a phone (360×740, by touch) the coach and every highlighted part
// can be reached at every step. The shared tests are tutorial-suite.ts's; this file holds the
// script's specifics and the board's size on a phone on its side.
import { expect, it } from 'vitest'
import { expectCleanRun, playersFor } from './support'
import { openTutorial } from './tutorial-walk'
import { describeTutorial } from './tutorial-suite'

const GAME = { id: 'confusion', name: 'Confusion', ready: '[data-test="board"]' }

describeTutorial(
  {
    game: GAME,
    minSteps: 10,
    // As each step opens and again after its first press (the spy picked, its targets shown): the
    // first try, the no, and carrying the briefcase.
    axeSteps: [3, 5, 10],
    axeAfterPress: 'a spy picked',
    // The square to try, once the spy is picked, is checked too.
    phone: { screenshotAt: 9, eachPress: true, alwaysHighlighted: false, reminder: false },
  },
  ({ host, browser, seed }) => {
    it.concurrent('shows squares of at least 30 px on a phone on its side (844×390; issue 35)', async (test) => {
      const players = await playersFor(browser(), test, seed + 4, 1, { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true })
      const { page } = players[0]
      await openTutorial(page, host(), GAME)
      const side = await page.evaluate<number>(`document.querySelector('.tutorial-table [data-test="board"] rect.cell').getBoundingClientRect().width`)
      expect(side).toBeGreaterThanOrEqual(30)
      expectCleanRun(players)
    })
  },
)
