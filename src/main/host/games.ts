// The host plays every game of the engines' registry (src/engine/registry.ts).
export { GAMES, gameModule, playedGames } from '../../engine/registry'
