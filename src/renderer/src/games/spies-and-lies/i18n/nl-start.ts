// The game's face outside its table, loaded with the app's Dutch text: the Start screen's name,
// pitch and set-up choices, the seats' names and what a replay jumps by (games.<gameId in camelCase>).
export default {
  name: 'Spies & Lies: een Stratego-verhaal',
  short: 'Spies & Lies',
  pitch: 'Zet je soldaten in het geheim in, lees de inlichtingen en noem de rang op elke vijandelijke missie.',
  options: {
    teams: 'Twee tegen twee (vier spelers)',
    teamsHint: 'Elke kant heeft twee spelers: de een speelt missies 1–2, de ander missies 3–4, uit één gedeelde hand.',
  },
  players: '2 spelers, of 2 tegen 2',
  seat: { red: 'Rood', blue: 'Blauw', red1: 'Rood 1', red2: 'Rood 2', blue1: 'Blauw 1', blue2: 'Blauw 2' },
  chapter: 'Dag {n}',
}
