// The Spies & Lies engine's client face: all a table may use of it (lint and test/engine/boundaries
// keep the renderer to this file). The deduction helper, a team side's view, and the checks a deploy
// must pass, so the table refuses what the host would refuse, with the same words.
export { RuleError, actionsForPrompt, checkLineup } from './index'
export { deduce, type MissionBelief } from './deduce'
export { sideViewOf } from './team/ai'
