// Only the desktop app shows these: its notifications, game record files and own settings.
export default {
  notify: {
    title: 'Safehouse : à vous de jouer',
    sideTitle: 'Safehouse : au tour de {side}',
    body: 'À vous de jouer dans le salon {room} : {what}.',
  },
  files: {
    save: 'Enregistrer la partie…',
    open: 'Ouvrir une partie enregistrée…',
    saved: 'Partie enregistrée sous « {file} ».',
    noGame: 'Aucune partie à enregistrer : commencez-en ou reprenez-en une d’abord.',
    notHere: 'Cette partie est hébergée sur un autre ordinateur. Seul celui-ci peut l’enregistrer.',
    errors: {
      inPlay: 'Une partie en réseau peut être enregistrée une fois terminée : avant, le fichier montrerait les cartes cachées des deux joueurs.',
      inUse: 'Cette partie est en cours en réseau sur cet ordinateur : revenez-y avec Reprendre la partie.',
      noRoom: 'Cette partie n’est plus sur cet ordinateur.',
      tooLarge: 'Ce fichier est trop gros pour être une partie enregistrée.',
      notRecord: 'Ce fichier n’est pas une partie enregistrée par Safehouse.',
      damaged: 'Cette partie enregistrée est endommagée et ne peut pas être ouverte.',
      badMoves: 'Les coups de cette partie enregistrée ne suivent pas les règles : elle ne peut pas être ouverte.',
      unreadable: 'Ce fichier n’a pas pu être lu ({detail}).',
      codeTaken: 'Une autre partie avec le même code de salon est déjà sur cet ordinateur.',
      failed: 'Cela n’a pas fonctionné : {detail}',
    },
  },
  settings: {
    heading: 'Cet ordinateur',
    hostName: 'Nom sur le réseau',
    hostNameHint: 'Les joueurs de votre réseau le voient dans leur liste de parties à rejoindre. Laissez vide pour utiliser le nom de cet ordinateur.',
    lanPort: 'Port réseau',
    lanPortHint: 'Les parties que vous hébergez écoutent sur ce port ({min}–{max}). S’il est occupé, un autre port libre est utilisé.',
    badPort: 'Saisissez un nombre entier de {min} à {max}.',
    notifications: 'Notifications de tour',
    notificationsText: 'Une notification quand c’est votre tour alors que Safehouse est en arrière-plan.',
    saveFailed: 'Impossible d’enregistrer. Réessayez, ou redémarrez Safehouse.',
    loadFailed: 'Les réglages de cet ordinateur n’ont pas pu être lus. Redémarrez Safehouse pour réessayer.',
  },
}
