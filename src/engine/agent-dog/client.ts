// The Agent DOG engine's client face: all a table may use of it (lint and test/engine/boundaries keep
// the renderer to this file). Its data tables, the board as the rules see it (built from a view: it
// never holds an undercover colour), and the checks the host itself makes, so the table offers only
// what these say is a complete play and works nothing out on its own that the engine already knows.
export { BOARD_GEOMETRY, CARD_EFFECTS, DECK, HAND_SIZE, PARTNER_STEPS, RULE_OPTIONS, SEATS_AND_COLOURS, teammateOf } from './tables'
export { FIELD_KIND, FieldKind, START, TRACK, GOAL_LENGTH, colourIndex, isGoal, locOf, placeOf } from './places'
export { boardOfView, homeCount, UNKNOWN, type Board } from './board'
export { goalColourFor, moverOf, type Mover } from './which-agents-may-move'
export { plainDestination, stepAhead } from './moving-and-jumping'
export { playSplit, Sim } from './partner'
export { legalActionsFromView } from './ai'
export { undercoverColours } from './ai/undercover-memory'
