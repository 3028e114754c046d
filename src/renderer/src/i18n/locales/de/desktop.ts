// Only the desktop app shows these: its notifications, game record files and own settings.
export default {
  notify: {
    title: 'Safehouse: Du bist am Zug',
    sideTitle: 'Safehouse: {side} ist am Zug',
    body: 'Du bist am Zug in Raum {room}: {what}.',
  },
  files: {
    save: 'Spielaufzeichnung speichern…',
    open: 'Spielaufzeichnung öffnen…',
    saved: 'Spielaufzeichnung gespeichert als „{file}“.',
    noGame: 'Es gibt kein Spiel zum Speichern: Beginne oder setze zuerst eines fort.',
    notHere: 'Dieses Spiel läuft auf einem anderen Computer. Nur dieser kann die Aufzeichnung speichern.',
    errors: {
      inPlay: 'Ein Netzwerkspiel kann gespeichert werden, sobald es vorbei ist: Vorher würde die Datei die verdeckten Karten beider Spieler zeigen.',
      inUse: 'Dieses Spiel läuft auf diesem Computer im Netzwerk: Kehre mit „Spiel fortsetzen“ dorthin zurück.',
      noRoom: 'Dieses Spiel ist nicht mehr auf diesem Computer.',
      tooLarge: 'Diese Datei ist zu groß für eine Spielaufzeichnung.',
      notRecord: 'Diese Datei ist keine Spielaufzeichnung von Safehouse.',
      damaged: 'Diese Spielaufzeichnung ist beschädigt und kann nicht geöffnet werden.',
      badMoves: 'Die Züge in dieser Spielaufzeichnung folgen nicht den Regeln, daher kann sie nicht geöffnet werden.',
      unreadable: 'Diese Datei konnte nicht gelesen werden ({detail}).',
      codeTaken: 'Ein anderes Spiel mit demselben Raumcode ist schon auf diesem Computer.',
      failed: 'Das hat nicht geklappt: {detail}',
    },
  },
  settings: {
    heading: 'Dieser Computer',
    hostName: 'Name im Netzwerk',
    hostNameHint: 'Spieler in deinem Netzwerk sehen ihn in ihrer Liste der Spiele. Leer lassen, um den Namen dieses Computers zu verwenden.',
    lanPort: 'Netzwerk-Port',
    lanPortHint: 'Spiele, die du eröffnest, lauschen auf diesem Port ({min}–{max}). Ist er belegt, wird ein anderer freier verwendet.',
    badPort: 'Gib eine ganze Zahl von {min} bis {max} ein.',
    notifications: 'Benachrichtigung bei deinem Zug',
    notificationsText: 'Eine Desktop-Benachrichtigung, wenn du am Zug bist, während Safehouse im Hintergrund ist.',
    saveFailed: 'Das konnte nicht gespeichert werden. Versuche es noch einmal oder starte Safehouse neu.',
    loadFailed: 'Die Einstellungen dieses Computers konnten nicht gelesen werden. Starte Safehouse neu, um es noch einmal zu versuchen.',
  },
}
