// The game's face outside its table, loaded with the app's German text: the Start screen's name,
// pitch and set-up choices, the seats' names and what a replay jumps by (games.<gameId in camelCase>).
export default {
  name: 'Spies & Lies: Eine Stratego-Geschichte',
  short: 'Spies & Lies',
  pitch: 'Setze deine Soldaten geheim ein, lies die Erkundung und nenne den Rang jeder gegnerischen Mission.',
  options: {
    teams: 'Zwei gegen zwei (vier Personen)',
    teamsHint: 'Jede Seite hat zwei Personen: eine spielt die Missionen 1–2, die andere die Missionen 3–4, aus einer gemeinsamen Hand.',
  },
  players: '2 Personen, oder 2 gegen 2',
  seat: { red: 'Rot', blue: 'Blau', red1: 'Rot 1', red2: 'Rot 2', blue1: 'Blau 1', blue2: 'Blau 2' },
  chapter: 'Tag {n}',
}
