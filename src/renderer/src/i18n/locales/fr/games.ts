// The games on the Start screen: name, a short name, a one-line pitch, who plays.
// Keys are the game ids in camelCase (spies-and-lies → spiesAndLies).
export default {
  spiesAndLies: {
    name: 'Spies & Lies : une histoire de Stratego',
    short: 'Spies & Lies',
    pitch: 'Déployez vos soldats en secret, lisez les renseignements et nommez le grade de chaque mission ennemie.',
    options: {
      teams: 'Deux contre deux (quatre joueurs)',
      teamsHint: 'Chaque camp a deux joueurs : l’un joue les missions 1–2, l’autre les missions 3–4, avec une main commune.',
    },
    players: '2 joueurs, ou 2 contre 2',
  },
  agentDog: {
    name: 'Agent DOG : infiltrés et échangés',
    short: 'Agent DOG',
    pitch: 'Faites courir vos quatre agents autour du plateau jusqu’à la maison, en équipes qui ne peuvent pas se parler ; un agent qui s’arrête sur un trou passe en infiltration, et personne ne sait à qui il est.',
    players: '2 à 4 joueurs, à 4 en deux équipes',
    options: {
      players: 'Joueurs',
      playersHint: 'À 4, Rouge et Vert jouent contre Bleu et Jaune ; à 2 ou 3, chacun joue seul.',
      players2: '2 joueurs',
      players3: '3 joueurs',
      players4: '4 joueurs (2 contre 2)',
      undercoverGoalEntry: 'Agents infiltrés et l’arrivée',
      undercoverGoalEntryHint: 'Un agent infiltré peut-il entrer dans votre couloir d’arrivée, où sa couleur est révélée et où il est trié ?',
      undercoverGoalEntryChoice: { relocate: 'Oui, et trié là (par défaut)', forbidden: 'Non, jamais' },
      partnerSteps: 'Les pas simples de la carte Partenaire',
      partnerStepsHint: 'Par défaut, chaque pas atterrit, donc chaque pas peut capturer ; avec le blocage, agents et points de rencontre arrêtent un pion.',
      partnerStepsChoice: { 'step-capture': 'Chaque pas peut capturer (par défaut)', blocking: 'Agents et points de rencontre bloquent' },
      unplayedCardVisibility: 'Cartes écartées sans être jouées',
      unplayedCardVisibilityHint: 'Cartes mises sous la défausse quand un joueur est éliminé de la manche ou ne peut pas jouer (2–3 joueurs).',
      unplayedCardVisibilityChoice: { hidden: 'Cachées (par défaut)', 'face-up': 'Montrées dans le journal' },
    },
  },
}
