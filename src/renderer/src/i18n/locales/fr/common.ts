export default {
  appName: 'Safehouse',
  gameName: 'Spies & Lies : une histoire de Stratego',
  back: 'Retour',
  close: 'Fermer',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  loading: 'Chargement…',
  seat: { red: 'Rouge', blue: 'Bleu' },
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
