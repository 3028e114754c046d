// The parts of the game table every game shares: the top bar, the connection banner, the hot-seat
// privacy cover and leaving a game. Each game's own table text is loaded with its table.
export default {
  top: {
    room: 'Room',
    roomHelp: 'The room code: a friend joins this game with it.',
    mode: { computer: 'Against the computer', hotseat: 'Hot-seat', network: 'Network game', spectator: 'Watching' },
    nav: 'Table menu',
    rules: 'Rules',
    settings: 'Settings',
    leave: 'Leave',
  },
  banner: {
    connecting: 'Connecting to the host…',
    open: 'Connected',
    reconnecting: 'Connection lost — reconnecting… Your seat is kept.',
    closed: 'Disconnected from the host. This seat is open in another window, or the host has stopped.',
  },
  leave: {
    title: 'Leave the table?',
    text: 'This window will forget its seat, so you cannot come back to this game from here. The game itself stays on the host.',
    confirm: 'Leave the game',
  },
  pass: {
    title: 'Pass the computer to {side}',
    text: '{side}, click when ready. Nothing of your cards is on screen until you do.',
    ready: "I'm {side} — show my cards",
  },
}
