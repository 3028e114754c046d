// The parts of the game table every game shares: the top bar, the connection banner, the hot-seat
// privacy cover and leaving a game. Each game's own table text is loaded with its table.
export default {
  hint: { label: 'Hint' },
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
    ownerBack: '{name} is back: the seat is theirs again.',
  },
  moved: {
    title: 'The host does not answer',
    text: 'If it was started again, it may be at another address now: the one it shows when it starts (“listening http://…”). Open that address, choose “Join a game”, enter room {room}, and when every seat is taken, choose “It is my seat: take it back” with your seat’s recovery code.',
    code: 'Recovery code for {seat}:',
    found: 'The host moved to {address}: your seats are back at the table there.',
  },
  leave: {
    title: 'Leave the table?',
    text: 'You can come back: the game stays under “Games in progress” on the Start screen. Until then the others see that you left, and may wait for you, let the computer play your seat, or end the game.',
    textLocal: 'You can come back: the game stays under “Games in progress” on the Start screen.',
    confirm: 'Leave the game',
  },
  pass: {
    title: 'Pass the computer to {side}',
    text: '{side}, click when ready. Nothing of your cards is on screen until you do.',
    ready: "I'm {side} — show my cards",
    textSpies: '{side}, click when ready. Nothing of your spies is on screen until you do.',
    readySpies: "I'm {side} — show my spies",
  },
}
