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
  confusion: {
    name: 'Confusion : espionnage et tromperie pendant la guerre froide',
    short: 'Confusion',
    pitch: 'Rapportez la mallette avec des espions dont vous ignorez les déplacements : chaque tentative reçoit un oui ou un non.',
    players: '2 joueurs',
    options: {
      tokens: 'Jetons d’action spéciale (Révéler 1, Déplacer 2, Échanger 2)',
      tokensHint: 'Chaque joueur en reçoit un de chaque, à jouer une fois, avant un déplacement.',
      variant: {
        honor: 'Variante 1 : l’honneur entre espions',
        tight: 'Variante 2 : mise en place serrée',
        safeExtraction: 'Variante 3 : extraction sûre',
        variableSetup: 'Variante 4 : mise en place libre',
        promotion: 'Variante 5 : une promotion, mon capitaine ?',
      },
      variantHint: {
        honor: 'Pas d’agent double : l’espion X reste hors jeu, 12 espions par camp.',
        tight: 'Les colonnes extérieures a et k sont hors jeu.',
        safeExtraction: 'La mallette doit survivre un tour complet sur la dernière rangée pour gagner.',
        variableSetup: 'Chaque joueur place ses propres espions sur ses deux premières rangées.',
        promotion: 'Tout espion peut être promu sur la dernière rangée, si son propriétaire ose.',
      },
      answers: 'Comment les déplacements sont répondus',
      answersHint: 'Les ordres permanents répondent aussitôt pour l’agent double, pour qu’aucune attente ne le trahisse ; à la main, chaque déplacement attend l’adversaire, comme à la table.',
      answersOrders: 'Aussitôt (ordres permanents pour l’agent double)',
      answersByHand: 'À la main, chaque déplacement',
      maxTurns: 'Limite de partie nulle',
      maxTurnsHint: 'Le jeu imprimé ne connaît pas la nulle ; chaque tour d’un joueur compte pour un.',
      noLimit: 'Aucune',
      turns30: '30 tours',
      turns60: '60 tours',
      turns100: '100 tours',
      turns200: '200 tours',
    },
  },
}
