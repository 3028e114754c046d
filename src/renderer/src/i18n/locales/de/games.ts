// The games on the Start screen: name, a short name, a one-line pitch, who plays.
// Keys are the game ids in camelCase (spies-and-lies → spiesAndLies).
export default {
  spiesAndLies: {
    name: 'Spies & Lies: Eine Stratego-Geschichte',
    short: 'Spies & Lies',
    pitch: 'Setze deine Soldaten geheim ein, lies die Erkundung und nenne den Rang jeder gegnerischen Mission.',
    options: {
      teams: 'Zwei gegen zwei (vier Personen)',
      teamsHint: 'Jede Seite hat zwei Personen: eine spielt die Missionen 1–2, die andere die Missionen 3–4, aus einer gemeinsamen Hand.',
    },
    players: '2 Personen, oder 2 gegen 2',
  },
}
