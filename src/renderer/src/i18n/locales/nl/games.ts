// The games on the Start screen: name, a short name, a one-line pitch, who plays.
// Keys are the game ids in camelCase (spies-and-lies → spiesAndLies).
export default {
  spiesAndLies: {
    name: 'Spies & Lies: een Stratego-verhaal',
    short: 'Spies & Lies',
    pitch: 'Zet je soldaten in het geheim in, lees de inlichtingen en noem de rang op elke vijandelijke missie.',
    options: {
      teams: 'Twee tegen twee (vier spelers)',
      teamsHint: 'Elke kant heeft twee spelers: de een speelt missies 1–2, de ander missies 3–4, uit één gedeelde hand.',
    },
    players: '2 spelers, of 2 tegen 2',
  },
}
