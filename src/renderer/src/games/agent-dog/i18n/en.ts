// Agent DOG's table, log, rules and tutorial in English (merged into the app's messages under agentDog).
import { rules } from './en-rules'
import { log, table } from './en-table'

// Learn to play (issue 27): the coach's words for the guided first game (tutorial/scripts/agent-dog.ts).
// Fields are named as the table names them: "Blue +3" is the third field after Blue's start field.
const tutorial = {
  welcome: 'You play Red. Race your four agents round the board into your goal; Green, opposite you, is your partner against Blue and Yellow.',
  board: 'Every colour starts with one agent on its start field and three in its start area. Agents move clockwise.',
  exchange: 'Each round deals everyone 5 cards, and partners first swap one card, face down. Pass your 2 to Green.',
  exchangeHint: 'Pick the 2, then press the button that passes it.',
  received: 'Green passed you a Start 13. This exchange is the only signal partners may give each other.',
  move: 'You dealt, so you play first, and you must play a card every turn. Play the 10 to leave your start field.',
  moveHint: 'Pick the 10, then move your agent from your start field.',
  capture: "You may jump agents. Play the 9 and land on Blue's agent on Blue +3: it is captured and goes back to its start area.",
  captureHint: "Pick the 9 and land on Blue's agent on Blue +3. Never capture your own agents or Green's: that puts you out of the round.",
  enter: 'Your start field is free: play the Start 13 to bring in an agent. On its own start field it blocks: nobody may jump or capture it.',
  enterHint: 'Pick the Start 13, then bring a Red agent into play. While your own agent stands on your start field, you cannot bring in another.',
  copy: 'Yellow just played an 8. Your Copy plays it again: move the agent on your start field onto the hole on Red +8.',
  copyHint: 'Pick the Copy, then move the agent on your start field 8 fields.',
  undercover: 'On a hole your agent went undercover: nobody sees its colour now, not even you. Remember it is yours: anyone may move it.',
  partner: "The Partner gives four single steps, for your agents, Green's or undercover ones. Step three times from Blue +3, once with Green's agent on Yellow +2, then play them.",
  partnerHint: "Make the steps in this order: three with your agent from Blue +3, then one with Green's from Yellow +2, and play them. Undo takes a step back.",
  round2: 'Round 1 is over: Blue deals round 2. Pass Green a card again, this time your Copy.',
  round2Hint: 'Pick the Copy, then press the button that passes it.',
  swap: "Yellow's agent hid on Green +4, and yours is the one on Red +8. Play the Swap on these two: yours leaps ahead.",
  swapHint: 'Pick the Swap, then the undercover agents on Red +8 and Green +4.',
  meeting: 'Green +9 is a meeting point: move your agent from Green +4 onto it with the 5. The next agent behind is pulled up to the hole behind it.',
  meetingHint: 'Pick the 5 and move the undercover agent on Green +4.',
  pulled: 'Your agent surfaced on the meeting point, and the meeting pulled your agent from Blue +6 up to the hole on Green +8.',
  home: 'Passing your start field, an agent may turn into your goal lane. Moves must end exactly, so fill the lane from the back.',
  team: "You and Green win together once all eight of your agents are home; with your own four home, you move Green's.",
  ready: 'That is all you need to start; the rules page has every detail.',
}

export default { agentDog: { table, log, rules, tutorial } }
