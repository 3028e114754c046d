// Every message of the app, with every game's own messages merged in, as the running app has them
// once each game's table has loaded. A new game adds its messages to GAME_MESSAGES.
import { withGames } from '../../src/renderer/src/i18n'
import { MESSAGES as AGENT_DOG } from '../../src/renderer/src/games/agent-dog/i18n'
import { MESSAGES as CONFUSION } from '../../src/renderer/src/games/confusion/i18n'
import { MESSAGES as SPIES_AND_LIES } from '../../src/renderer/src/games/spies-and-lies/i18n'

export const GAME_MESSAGES = [SPIES_AND_LIES, CONFUSION, AGENT_DOG] as const
export const ALL_MESSAGES = withGames(GAME_MESSAGES)
export { AGENT_DOG, CONFUSION, SPIES_AND_LIES }
