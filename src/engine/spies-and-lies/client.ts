// The Spies & Lies engine's client face: all a table may use of it (lint and test/engine/boundaries
// keep the renderer to this file). The deduction helper, a team side's view, and the checks a deploy
// must pass, so the table refuses what the host would refuse, with the same words.
export { RuleError, actionsForPrompt, checkLineup } from './index'
export { deduce, type MissionBelief } from './deduce'
export { sideViewOf } from './team/ai'
// How players usually deploy (the learned line-ups, weighed by what the side showed on earlier
// days): read from the view alone, for the guess hint's "likelier rank".
export { adaptivePrior } from './ai/prior'
