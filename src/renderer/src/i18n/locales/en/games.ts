// The games on the Start screen: name, a short name, a one-line pitch, who plays.
// Keys are the game ids in camelCase (spies-and-lies → spiesAndLies).
export default {
  spiesAndLies: {
    name: 'Spies & Lies: A Stratego Story',
    short: 'Spies & Lies',
    pitch: 'Deploy your soldiers in secret, read the intel, and name the rank on every enemy mission.',
    options: {
      teams: 'Two against two (four players)',
      teamsHint: 'Each side has two players: one plays missions 1–2, the other missions 3–4, from one shared hand.',
    },
    players: '2 players, or 2 against 2',
  },
}
