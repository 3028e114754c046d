// The game's face outside its table, loaded with the app's English text: the Start screen's name,
// pitch and set-up choices, the seats' names and what a replay jumps by (games.<gameId in camelCase>).
export default {
  name: 'Spies & Lies: A Stratego Story',
  short: 'Spies & Lies',
  pitch: 'Deploy your soldiers in secret, read the intel, and name the rank on every enemy mission.',
  options: {
    teams: 'Two against two (four players)',
    teamsHint: 'Each side has two players: one plays missions 1–2, the other missions 3–4, from one shared hand.',
  },
  players: '2 players, or 2 against 2',
  seat: { red: 'Red', blue: 'Blue', red1: 'Red 1', red2: 'Red 2', blue1: 'Blue 1', blue2: 'Blue 2' },
  chapter: 'Day {n}',
}
