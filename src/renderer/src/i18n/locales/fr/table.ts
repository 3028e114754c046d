// The parts of the game table every game shares: the top bar, the connection banner, the hot-seat
// privacy cover and leaving a game. Each game's own table text is loaded with its table.
export default {
  hint: { label: 'Conseil' },
  top: {
    room: 'Salle',
    roomHelp: 'Le code de la salle : un ami rejoint cette partie avec lui.',
    mode: { computer: "Contre l'ordinateur", hotseat: 'À deux sur un écran', network: 'Partie en réseau', spectator: 'Spectateur' },
    nav: 'Menu de la table',
    rules: 'Règles',
    settings: 'Réglages',
    leave: 'Quitter',
  },
  banner: {
    connecting: "Connexion à l'hôte…",
    open: 'Connecté',
    reconnecting: 'Connexion perdue — reconnexion… Votre place est gardée.',
    closed: "Déconnecté de l'hôte. Cette place est ouverte dans une autre fenêtre, ou l'hôte s'est arrêté.",
    ownerBack: '{name} est de retour : la place est de nouveau la sienne.',
  },
  moved: {
    title: 'L’hôte ne répond pas',
    text: 'S’il a été relancé, il est peut-être à une autre adresse : celle qu’il affiche au démarrage (« listening http://… »). Ouvrez cette adresse, choisissez « Rejoindre une partie », saisissez le salon {room} et, si toutes les places sont prises, choisissez « C’est ma place : la reprendre » avec le code de récupération de votre place.',
    code: 'Code de récupération pour {seat} :',
    found: 'L’hôte a changé d’adresse : {address}. Vos places y sont reprises à la table.',
  },
  leave: {
    title: 'Quitter la table ?',
    text: 'Vous pourrez revenir : la partie reste dans « Parties en cours » sur l’écran d’accueil. D’ici là, les autres voient que vous êtes parti, et peuvent vous attendre, laisser l’ordinateur jouer votre place ou mettre fin à la partie.',
    textLocal: 'Vous pourrez revenir : la partie reste dans « Parties en cours » sur l’écran d’accueil.',
    confirm: 'Quitter la partie',
  },
  pass: {
    title: "Passez l'ordinateur à {side}",
    text: "{side}, cliquez quand vous êtes prêt. Rien de vos cartes n'est à l'écran d'ici là.",
    ready: 'Je suis {side} — montrer mes cartes',
    textSpies: "{side}, cliquez quand vous êtes prêt. Rien de vos espions n'est à l'écran d'ici là.",
    readySpies: 'Je suis {side} — montrer mes espions',
  },
}
