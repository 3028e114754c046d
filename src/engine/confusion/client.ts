// The Confusion engine's client face: all a table may use of it (lint and test/engine/boundaries keep
// the renderer to this file). The movement and setup tables, the board's geometry, the moves a view
// allows, and the deduction behind the Notebook — computed from a seat's own view, as the host would.
export { CURRENT_PIECES, PLACEMENT, SETUP_POSITIONS, TYPE_IDS, movementTypes, type MovementTable } from './tables'
export { boardStep, enemyFirstRow, lineBetween, ownerDirection } from './geometry'
export { buildBoard } from './board'
export { listActions } from './legal'
export { piecesInPlay } from './setup'
export { standardPlacement } from './variants'
export { deduce, type Deduction } from './deduce'
export { allows } from './movement'
