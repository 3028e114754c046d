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
  confusion: {
    name: 'Confusion: Spionage und Täuschung im Kalten Krieg',
    short: 'Confusion',
    pitch: 'Bring den Koffer nach Hause, mit Spionen, deren Züge du nicht kennst: Jeder Zugversuch wird mit Ja oder Nein beantwortet.',
    players: '2 Personen',
    options: {
      tokens: 'Sonderaktions-Plättchen (Aufdecken 1, Ziehen 2, Tauschen 2)',
      tokensHint: 'Jede Seite erhält je eines, einmal vor einem Zug zu spielen.',
      variant: {
        honor: 'Variante 1: Ehre unter Spionen',
        tight: 'Variante 2: Enge Aufstellung',
        safeExtraction: 'Variante 3: Sichere Bergung',
        variableSetup: 'Variante 4: Freie Aufstellung',
        promotion: 'Variante 5: Beförderung gefällig?',
      },
      variantHint: {
        honor: 'Keine Doppelagenten: Spion X bleibt draußen, 12 Spione je Seite.',
        tight: 'Die äußeren Spalten a und k sind nicht im Spiel.',
        safeExtraction: 'Der Koffer muss einen ganzen Zug auf der hintersten Reihe überstehen, um zu gewinnen.',
        variableSetup: 'Jede Seite stellt ihre Spione selbst auf ihre ersten zwei Reihen.',
        promotion: 'Jeder Spion darf auf der hintersten Reihe befördert werden, wenn sein Besitzer es wagt.',
      },
      answers: 'Wie Züge beantwortet werden',
      answersHint: 'Stehende Befehle beantworten den Doppelagenten sofort, damit kein Warten ihn verrät; von Hand wartet jeder Zug auf die Gegenseite, wie am Tisch.',
      answersOrders: 'Sofort (stehende Befehle für den Doppelagenten)',
      answersByHand: 'Von Hand, jeder Zug',
      maxTurns: 'Remisgrenze',
      maxTurnsHint: 'Das gedruckte Spiel kennt kein Remis; jeder Zug einer Seite zählt als einer.',
      noLimit: 'Keine',
      turns30: '30 Züge',
      turns60: '60 Züge',
      turns100: '100 Züge',
      turns200: '200 Züge',
    },
  },
}
