// Every message of the app, with every game's own messages merged in, as the running app has them
// once each game's table has loaded. Each game's messages are found in its folder
// (games/<id>/i18n/index.ts exports MESSAGES): a new game adds no line here.
import { gameKey } from '../../src/renderer/src/i18n/game-faces'
import { withGames, type GameMessages } from '../../src/renderer/src/i18n'

const FOUND = import.meta.glob<{ MESSAGES: GameMessages }>('../../src/renderer/src/games/*/i18n/index.ts', { eager: true })

/** Each game's messages, keyed by its id in camelCase (agentDog). */
export const BY_GAME: Readonly<Record<string, GameMessages>> = Object.fromEntries(
  Object.entries(FOUND).map(([path, module]) => [gameKey(/\/games\/([a-z0-9-]+)\/i18n\//.exec(path)?.[1] ?? path), module.MESSAGES]),
)

function found(key: string): GameMessages {
  const messages = BY_GAME[key]
  if (messages === undefined) throw new Error(`no messages for ${key}`)
  return messages
}

export const GAME_MESSAGES: readonly GameMessages[] = Object.values(BY_GAME)
export const ALL_MESSAGES = withGames(GAME_MESSAGES)
export const AGENT_DOG = found('agentDog')
export const CONFUSION = found('confusion')
export const SPIES_AND_LIES = found('spiesAndLies')
