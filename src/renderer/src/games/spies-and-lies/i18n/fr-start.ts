// The game's face outside its table, loaded with the app's French text: the Start screen's name,
// pitch and set-up choices, the seats' names and what a replay jumps by (games.<gameId in camelCase>).
export default {
  name: 'Spies & Lies : une histoire de Stratego',
  short: 'Spies & Lies',
  pitch: 'Déployez vos soldats en secret, lisez les renseignements et nommez le grade de chaque mission ennemie.',
  options: {
    teams: 'Deux contre deux (quatre joueurs)',
    teamsHint: 'Chaque camp a deux joueurs : l’un joue les missions 1–2, l’autre les missions 3–4, avec une main commune.',
  },
  players: '2 joueurs, ou 2 contre 2',
  seat: { red: 'Rouge', blue: 'Bleu', red1: 'Rouge 1', red2: 'Rouge 2', blue1: 'Bleu 1', blue2: 'Bleu 2' },
  chapter: 'Jour {n}',
}
