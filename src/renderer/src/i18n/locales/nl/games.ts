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
  agentDog: {
    name: 'Agent DOG: ondergedoken en verwisseld',
    short: 'Agent DOG',
    pitch: 'Race met je vier agenten het bord rond en naar huis, in teams die niet mogen praten; agenten die op een gat stoppen duiken onder, en niemand weet van wie ze zijn.',
    players: '2–4 spelers, met 4 in twee teams',
    options: {
      players: 'Spelers',
      playersHint: 'Met 4 spelen Rood en Groen tegen Blauw en Geel; met 2 of 3 speelt iedereen voor zich.',
      players2: '2 spelers',
      players3: '3 spelers',
      players4: '4 spelers (2 tegen 2)',
      undercoverGoalEntry: 'Ondergedoken agenten en het doel',
      undercoverGoalEntryHint: 'Mag een ondergedoken agent je doelbaan in, waar zijn kleur bekend wordt en hij wordt uitgesorteerd?',
      undercoverGoalEntryChoice: { relocate: 'Ja, en daar uitgesorteerd (standaard)', forbidden: 'Nee, nooit' },
      partnerSteps: 'De losse stappen van de Partner-kaart',
      partnerStepsHint: 'Standaard landt elke stap, dus elke stap mag slaan; met blokkeren houden agenten en ontmoetingspunten een pion tegen.',
      partnerStepsChoice: { 'step-capture': 'Elke stap mag slaan (standaard)', blocking: 'Agenten en ontmoetingspunten blokkeren' },
      unplayedCardVisibility: 'Ongespeeld weggelegde kaarten',
      unplayedCardVisibilityHint: 'Kaarten die onder de aflegstapel gaan als iemand uitvalt of niet kan spelen (2–3 spelers).',
      unplayedCardVisibilityChoice: { hidden: 'Verborgen (standaard)', 'face-up': 'Getoond in het logboek' },
    },
  },
}
