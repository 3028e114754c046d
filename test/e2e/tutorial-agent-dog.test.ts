// Issue 27 in the browser: the Agent DOG tutorial completed by following its highlights only. From
// the Start screen (Agent DOG chosen, "Learn to play"), every step is passed with Next when the
// coach offers it, and otherwise by pressing the highlighted controls in turn — a step may need
// several (a card, then its move; the Partner's four steps one at a time, then Play), each
// highlighted when it is the one to press — until the coach offers to play the easy computer at the
// last step. The coach never has to explain a wrong move. On a laptop screen, axe finds nothing
// serious at a few steps (with a card's choices open too); on a phone (360×740, by touch) the coach
// and every highlighted part can be reached at every step. The tests are tutorial-suite.ts's; this
// file holds the script's specifics.
import { describeTutorial } from './tutorial-suite'

describeTutorial({
  game: { id: 'agent-dog', name: 'Agent DOG', ready: '[data-test="board"]' },
  minSteps: 10,
  // As each step opens and again after its first press (the card picked, its choices shown): the
  // exchange, the capture, the Partner's steps and the Swap.
  axeSteps: [3, 6, 10, 12],
  axeAfterPress: 'a card picked',
  // The computer game's set-up has Agent DOG chosen.
  afterPlay: (page) => page.getByText('Undercover agents and the goal', { exact: true }).waitFor(),
  // The next control of a step with several (a card's move, the Partner's next step) is checked too;
  // with the coach scrolled away by the press, what to do stays in sight at the window's foot.
  phone: { screenshotAt: 10, eachPress: true, alwaysHighlighted: false, reminder: true },
})
