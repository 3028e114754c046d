export default {
  /** The end dialog's title, one voice for every game (components/table/end-title.ts). */
  endTitle: { youWin: 'Victoire !', youLose: 'Défaite', yourTeamWins: 'Victoire de votre équipe !', yourTeamLoses: 'Défaite de votre équipe', wins: 'Victoire de {who} ! | Victoire de {who} !', draw: 'Match nul' },
  appName: 'Safehouse',
  gameName: 'Spies & Lies : une histoire de Stratego',
  back: 'Retour',
  close: 'Fermer',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  loading: 'Chargement…',
  loadFailed: 'Impossible de charger cette page. L’hôte s’est peut-être arrêté, ou a été mis à jour entre-temps.',
  reload: 'Recharger',
  unknownGame: 'Ce jeu n’est pas disponible dans cette version de Safehouse.',
  languageFailed: 'Impossible de charger cette langue : l’application reste en anglais pour l’instant (l’hôte est-il toujours joignable ?).',
  /** Noms des soldats et ce qu’ils font quand ils sont mobilisés (l’adversaire s’est trompé). */
  soldiers: {
    1: { name: 'Espion', ability: '+1 point d’infiltration et 1 jeton de tromperie (2 au maximum, tant qu’il en reste en réserve). Jusqu’à la fin du jour, tout maréchal ennemi que vous démasquez est immédiatement neutralisé, que vous l’ayez deviné ou non.' },
    2: { name: 'Éclaireur', ability: '+2 points d’infiltration. Jusqu’à la fin du jour, chaque soldat ennemi que vous identifiez correctement vous rapporte 4 points d’infiltration au lieu de 2.' },
    3: { name: 'Démineur', ability: '+3 points d’infiltration. Jusqu’à la fin du jour, toute bombe ennemie que vous démasquez est immédiatement neutralisée, que vous l’ayez devinée ou non.' },
    4: { name: 'Sergent', ability: '+4 points d’infiltration. Peut être placé n’importe où dans l’alignement et peut fournir de faux renseignements.' },
    5: { name: 'Lieutenant', ability: 'L’agent double avance d’une case en direction de la forteresse ennemie. Aucun point d’infiltration.' },
    6: { name: 'Capitaine', ability: '+6 points d’infiltration, ou utilisez un de vos soldats épuisés (ses points et sa compétence) comme s’il avait été mobilisé.' },
    7: { name: 'Bombe', ability: 'Aucun point d’infiltration. Le prochain soldat ennemi que vous démasquez ce jour-là est automatiquement neutralisé, quelle que soit votre proposition. Si vous l’identifiez en plus correctement : double dommage.' },
    8: { name: 'Colonel', ability: '+8 points d’infiltration ; les seuls points dont l’excédent au-delà de 10 est conservé après une infiltration.' },
    9: { name: 'Général', ability: 'L’agent double avance de 2 cases en direction de la forteresse ennemie. Aucun point d’infiltration.' },
    10: { name: 'Maréchal', ability: '+10 points d’infiltration (l’excédent est perdu), ou +5 points d’infiltration et l’adversaire en perd 5 (sans descendre sous 0).' },
  },
  connection: {
    connecting: 'Connexion…',
    open: 'Connecté',
    reconnecting: 'Connexion perdue — reconnexion…',
    closed: 'Déconnecté',
  },
  errors: {
    generic: 'Un problème est survenu : {message}',
    timeout: "L'hôte ne répond pas. Est-il toujours lancé ?",
    offline: "Pas de connexion à l'hôte.",
  },
}
