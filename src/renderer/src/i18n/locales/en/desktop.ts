// Only the desktop app shows these: its notifications, game record files and own settings.
export default {
  notify: {
    title: 'Safehouse: your turn',
    sideTitle: 'Safehouse: {side} to play',
    body: 'Your turn in room {room}: {what}.',
  },
  files: {
    save: 'Save game record…',
    open: 'Open game record…',
    saved: 'Game record saved as “{file}”.',
    noGame: 'There is no game to save: start or resume one first.',
    notHere: 'This game is hosted on another computer. Only its host can save its record.',
    errors: {
      inPlay: 'A network game can be saved once it is over: until then the file would show both players’ hidden cards.',
      inUse: 'That game is being played over the network on this computer: go back to it with Resume game.',
      noRoom: 'That game is no longer on this computer.',
      tooLarge: 'That file is too large to be a game record.',
      notRecord: 'That file is not a Safehouse game record.',
      damaged: 'That game record is damaged and cannot be opened.',
      badMoves: 'The moves in that game record do not follow the rules, so it cannot be opened.',
      unreadable: 'That file could not be read ({detail}).',
      codeTaken: 'Another game with the same room code is already on this computer.',
      failed: 'That did not work: {detail}',
    },
  },
  settings: {
    heading: 'This computer',
    hostName: 'Name on the network',
    hostNameHint: 'Players on your network see it in their list of games to join. Leave it empty to use this computer’s name.',
    lanPort: 'Network port',
    lanPortHint: 'Games you host listen on this port ({min}–{max}). If it is taken, another free one is used.',
    badPort: 'Enter a whole number from {min} to {max}.',
    notifications: 'Turn notifications',
    notificationsText: 'A desktop notification when it is your turn while Safehouse is in the background.',
    saveFailed: 'That could not be saved. Try again, or restart Safehouse.',
    loadFailed: 'This computer’s settings could not be read. Restart Safehouse to try again.',
  },
}
