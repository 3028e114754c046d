// The app's start-up wiring (issue 37, point 2): the stores sit below the games' registry and the
// desktop shell and import neither, so what they need of those is handed down here, once, by
// main.ts before the first screen (and by a test that drives the stores as the app does).
import { resumeAt } from './desktop/resume-address'
import { gameEntry } from './games'
import { wireGameStore } from './stores/game/ports'

export function wireApp(): void {
  wireGameStore({ gameSetUp: gameEntry, resumeAt })
}
