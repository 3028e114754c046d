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
  agentDog: {
    name: 'Agent DOG: Undercover and Swapped',
    short: 'Agent DOG',
    pitch: 'Race your four agents round the board and home, in teams that may not talk; agents that stop on a hole go undercover, and nobody knows whose they are.',
    players: '2–4 players, 4 in two teams',
    options: {
      players: 'Players',
      playersHint: 'With 4, Red and Green play against Blue and Yellow; with 2 or 3 everyone plays alone.',
      players2: '2 players',
      players3: '3 players',
      players4: '4 players (2 against 2)',
      undercoverGoalEntry: 'Undercover agents and the goal',
      undercoverGoalEntryHint: 'May an undercover agent be moved into your goal lane, where its colour is revealed and it is sorted out?',
      undercoverGoalEntryChoice: { relocate: 'Yes, and sorted out there (default)', forbidden: 'No, never' },
      partnerSteps: "The Partner card's single steps",
      partnerStepsHint: 'Default: every step lands, so a step may capture; with blocking, agents and meeting points stop a piece.',
      partnerStepsChoice: { 'step-capture': 'Each step may capture (default)', blocking: 'Agents and meeting points block' },
      unplayedCardVisibility: 'Cards set aside unplayed',
      unplayedCardVisibilityHint: 'Cards put under the discard pile when a player drops out or cannot play (2–3 players).',
      unplayedCardVisibilityChoice: { hidden: 'Hidden (default)', 'face-up': 'Shown in the log' },
    },
  },
}
