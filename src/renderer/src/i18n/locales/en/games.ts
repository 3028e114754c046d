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
  confusion: {
    name: 'Confusion: Espionage and Deception in the Cold War',
    short: 'Confusion',
    pitch: 'Bring the briefcase home with spies whose moves you do not know: every move you try is answered yes or no.',
    players: '2 players',
    options: {
      tokens: 'Special Action tokens (Reveal 1, Move 2, Swap 2)',
      tokensHint: 'Each player gets one of each, to play once, before a move.',
      variant: {
        honor: 'Variant 1: Honor Amongst Spies',
        tight: 'Variant 2: Tight Setup',
        safeExtraction: 'Variant 3: Safe Extraction',
        variableSetup: 'Variant 4: Variable Setup',
        promotion: 'Variant 5: Promotion, Sir?',
      },
      variantHint: {
        honor: 'No Double Agents: spy X stays out, 12 spies a side.',
        tight: 'The outer columns a and k are out of play.',
        safeExtraction: 'The briefcase must survive a full turn on the far row to win.',
        variableSetup: 'Each player places their own spies on their first two rows.',
        promotion: 'Any spy may be promoted on the far row, if its owner dares.',
      },
      answers: 'How moves are answered',
      answersHint: 'Standing orders answer the Double Agent at once, so no wait gives it away; by hand, every move waits for the opponent, as at the table.',
      answersOrders: 'At once (standing orders for the Double Agent)',
      answersByHand: 'By hand, every move',
      maxTurns: 'Draw limit',
      maxTurnsHint: 'The printed game has no draw; each player\'s turn counts one.',
      noLimit: 'None',
      turns30: '30 turns',
      turns60: '60 turns',
      turns100: '100 turns',
      turns200: '200 turns',
    },
  },
}
