// The parts of the Agent DOG engine the table uses, in one place: its data tables, the board as the
// rules see it (built from a view: it never holds an undercover colour), and the checks the host
// itself makes. The table offers only what these say is a complete play, and works nothing out on
// its own that the engine already knows.
export { BOARD_GEOMETRY, CARD_EFFECTS, HAND_SIZE, PARTNER_STEPS, SEATS_AND_COLOURS, teammateOf } from '../../../../../main/engine/agent-dog/tables'
export { FIELD_KIND, FieldKind, START, TRACK, GOAL_LENGTH, colourIndex, isGoal, locOf, placeOf } from '../../../../../main/engine/agent-dog/places'
export { boardOfView, homeCount, UNKNOWN, type Board } from '../../../../../main/engine/agent-dog/board'
export { goalColourFor, moverOf, type Mover } from '../../../../../main/engine/agent-dog/which-agents-may-move'
export { plainDestination, stepAhead } from '../../../../../main/engine/agent-dog/moving-and-jumping'
export { playSplit, Sim } from '../../../../../main/engine/agent-dog/partner'
export { legalActionsFromView } from '../../../../../main/engine/agent-dog/ai'
