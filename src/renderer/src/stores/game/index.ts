// The table's state: which room of which game, which seats this window holds, and the latest view
// of each. Any game, two to four seats: a window may hold several (hot-seat), one connection each.
// Views are kept as the host sent them; each game's table reads them with its own view type.
// This file only puts the store together: each concern lives in a module of its own, all working on
// one state (state.ts) and one connection to the host (connection.ts).
import { defineStore } from 'pinia'
import { createActions } from './actions'
import { createConnection } from './connection'
import { createLocalFrames } from './local-frame'
import { createRematch } from './rematch'
import { createRoomRequests } from './room-requests'
import { createRooms } from './rooms'
import { createSessions } from './sessions'
import { createGameState } from './state'

export type { Mode, SavedSession } from '../saved-games'
export type { HeldSeat, LocalFrame, LocalPlay, StartRequest } from './types'
export { CONNECT_MS, RequestError } from '../../net/host-client'
// What this computer keeps (localStorage, shared by every window and store): plain functions, not the store's.
export { forgetSaved, savedGames, savedSession } from './saving'

export const useGameStore = defineStore('game', () => {
  const state = createGameState()
  const connection = createConnection(state)
  const rooms = createRooms(state, connection)
  const requests = createRoomRequests(state, connection)
  const rematch = createRematch(state, connection, rooms.startGame)
  const frames = createLocalFrames(state)
  const actions = createActions(state, connection, frames)
  const sessions = createSessions(state, connection, rooms.watchGame)

  // Listed name by name (not spread): the store's face stays exactly this, whatever the modules hold.
  return {
    hostUrl: state.hostUrl,
    mode: state.mode,
    gameId: state.gameId,
    room: state.room,
    seats: state.seats,
    teams: state.teams,
    started: state.started,
    creator: state.creator,
    isCreator: state.isCreator,
    over: state.over,
    spectators: state.spectators,
    result: state.result,
    rejoinRequests: state.rejoinRequests,
    rematchSeats: state.rematchSeats,
    rematchOffer: state.rematchOffer,
    rejoinWaiting: state.rejoinWaiting,
    rejoinOthers: state.rejoinOthers,
    ownerBack: state.ownerBack,
    seatReturn: state.seatReturn,
    holders: state.holders,
    listed: state.listed,
    options: state.options,
    held: state.held,
    spectatorView: state.spectatorView,
    watching: state.watching,
    local: state.local,
    replaying: state.replaying,
    presentFrame: frames.presentFrame,
    heldSeats: state.heldSeats,
    seatsToAct: state.seatsToAct,
    connectionStatus: state.connectionStatus,
    lastStart: state.lastStart,
    canRematch: rematch.canRematch,
    startGame: rooms.startGame,
    addSeat: rooms.addSeat,
    // What a seated window asks of its room (arranging seats, hand-overs, concessions, seat requests): one group.
    requests,
    rematch: rematch.rematch,
    answerRematch: rematch.answerRematch,
    requestRejoin: rooms.requestRejoin,
    joinGame: rooms.joinGame,
    watchGame: rooms.watchGame,
    resumeSaved: sessions.resumeSaved,
    openImported: sessions.openImported,
    moveHost: sessions.moveHost,
    act: actions.act,
    sendAndWait: actions.sendAndWait,
    disconnect: sessions.disconnect,
    forget: sessions.forget,
  }
})
