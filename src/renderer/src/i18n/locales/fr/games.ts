// The games on the Start screen: name, a short name, a one-line pitch, who plays.
// Keys are the game ids in camelCase (spies-and-lies → spiesAndLies).
export default {
  spiesAndLies: {
    name: 'Spies & Lies : une histoire de Stratego',
    short: 'Spies & Lies',
    pitch: 'Déployez vos soldats en secret, lisez les renseignements et nommez le grade de chaque mission ennemie.',
    options: {
      teams: 'Deux contre deux (quatre joueurs)',
      teamsHint: 'Chaque camp a deux joueurs : l’un joue les missions 1–2, l’autre les missions 3–4, avec une main commune.',
    },
    players: '2 joueurs, ou 2 contre 2',
  },
}
