export default {
  /** The end dialog's title, one voice for every game (components/table/end-title.ts). */
  endTitle: { youWin: 'You win!', youLose: 'You lose', yourTeamWins: 'Your team wins!', yourTeamLoses: 'Your team loses', wins: '{who} wins! | {who} win!', draw: 'A draw' },
  appName: 'Safehouse',
  gameName: 'Spies & Lies: A Stratego Story',
  back: 'Back',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  loading: 'Loading…',
  loadFailed: 'This page could not be loaded. The host may have stopped, or been updated meanwhile.',
  reload: 'Load again',
  unknownGame: 'This game is not available in this version of Safehouse.',
  languageFailed: 'That language could not be loaded, so the app shows English for now (is the host still reachable?).',
  /** Soldier names and what they do when activated (the opponent guessed wrong). */
  soldiers: {
    1: { name: 'Spy', ability: '+1 IP and a Deception token (hold at most 2, while the supply lasts). For the rest of the day, any enemy Marshal you reveal retreats, whatever the guess.' },
    2: { name: 'Scout', ability: '+2 IP. For the rest of the day, each enemy soldier you identify scores 4 IP instead of 2.' },
    3: { name: 'Miner', ability: '+3 IP. For the rest of the day, any enemy Bomb you reveal retreats, whatever the guess.' },
    4: { name: 'Sergeant', ability: '+4 IP. May stand anywhere in the line-up and may give false intel.' },
    5: { name: 'Lieutenant', ability: 'The Double Agent moves 1 space toward the enemy flag. No IP.' },
    6: { name: 'Captain', ability: '+6 IP, or use one of your exhausted soldiers (its IP and ability) as if it had been activated.' },
    7: { name: 'Bomb', ability: 'No IP. The next enemy soldier you reveal this day retreats, whatever the guess. Identify it correctly as well for double damage.' },
    8: { name: 'Colonel', ability: '+8 IP, and the only points whose excess past 10 carries over after an infiltration.' },
    9: { name: 'General', ability: 'The Double Agent moves 2 spaces toward the enemy flag. No IP.' },
    10: { name: 'Marshal', ability: '+10 IP (excess lost), or +5 IP and the opponent loses 5 IP (not below 0).' },
  },
  connection: {
    connecting: 'Connecting…',
    open: 'Connected',
    reconnecting: 'Connection lost — reconnecting…',
    closed: 'Disconnected',
  },
  errors: {
    generic: 'Something went wrong: {message}',
    timeout: 'The host did not answer. Is it still running?',
    offline: 'Not connected to the host.',
  },
}
