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
  agentDog: {
    name: 'Agent DOG: Untergetaucht und ausgetauscht',
    short: 'Agent DOG',
    pitch: 'Bringe deine vier Agenten einmal rund ums Brett und ins Ziel, in Teams, die nicht reden dürfen; wer auf einem Loch stehen bleibt, taucht unter, und niemand weiß, wem er gehört.',
    players: '2–4 Personen, zu viert in zwei Teams',
    options: {
      players: 'Personen',
      playersHint: 'Zu viert spielen Rot und Grün gegen Blau und Gelb; zu zweit oder dritt spielt jede Person allein.',
      players2: '2 Personen',
      players3: '3 Personen',
      players4: '4 Personen (2 gegen 2)',
      undercoverGoalEntry: 'Untergetauchte Agenten und das Ziel',
      undercoverGoalEntryHint: 'Darf ein untergetauchter Agent in deine Zielfelder ziehen, wo seine Farbe aufgedeckt und er einsortiert wird?',
      undercoverGoalEntryChoice: { relocate: 'Ja, und dort einsortiert (Standard)', forbidden: 'Nein, nie' },
      partnerSteps: 'Die Einzelschritte der Partner-Karte',
      partnerStepsHint: 'Standard: Jeder Schritt landet, also darf jeder Schritt schlagen; mit Blockieren halten Agenten und Treffpunkte eine Figur auf.',
      partnerStepsChoice: { 'step-capture': 'Jeder Schritt darf schlagen (Standard)', blocking: 'Agenten und Treffpunkte blockieren' },
      unplayedCardVisibility: 'Ungespielt abgelegte Karten',
      unplayedCardVisibilityHint: 'Karten, die unter den Ablagestapel kommen, wenn jemand aus der Runde ausscheidet oder nicht spielen kann (2–3 Personen).',
      unplayedCardVisibilityChoice: { hidden: 'Verdeckt (Standard)', 'face-up': 'Im Spielverlauf gezeigt' },
    },
  },
}
