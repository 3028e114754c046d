export default {
  /** The end dialog's title, one voice for every game (components/table/end-title.ts). */
  endTitle: { youWin: 'Du hast gewonnen!', youLose: 'Du hast verloren', yourTeamWins: 'Euer Team gewinnt!', yourTeamLoses: 'Euer Team verliert', wins: '{who} gewinnt! | {who} gewinnen!', draw: 'Unentschieden' },
  appName: 'Safehouse',
  gameName: 'Spies & Lies: Eine Stratego-Geschichte',
  back: 'Zurück',
  close: 'Schließen',
  cancel: 'Abbrechen',
  confirm: 'Bestätigen',
  loading: 'Lädt…',
  loadFailed: 'Diese Seite konnte nicht geladen werden. Der Host wurde vielleicht beendet oder inzwischen aktualisiert.',
  reload: 'Neu laden',
  unknownGame: 'Dieses Spiel ist in dieser Version von Safehouse nicht verfügbar.',
  languageFailed: 'Diese Sprache konnte nicht geladen werden; die App zeigt vorerst Englisch (ist der Host noch erreichbar?).',
  /** Die Namen der Soldaten und was sie tun, wenn sie aktiviert werden (der Gegner hat falsch geraten). */
  soldiers: {
    1: { name: 'Spionin', ability: '+1 Infiltrationspunkt und 1 Täuschungsmarke (höchstens 2, solange der Vorrat reicht). Für den Rest des Tages muss sich jeder gegnerische Feldmarschall, den du aufdeckst, sofort zurückziehen, egal was geraten wurde.' },
    2: { name: 'Aufklärer', ability: '+2 Infiltrationspunkte. Für den Rest des Tages bekommst du für jeden gegnerischen Soldaten, den du richtig errätst, 4 statt 2 Infiltrationspunkte.' },
    3: { name: 'Mineur', ability: '+3 Infiltrationspunkte. Für den Rest des Tages muss sich jede gegnerische Bombe, die du aufdeckst, sofort zurückziehen, egal was geraten wurde.' },
    4: { name: 'Feldwebel', ability: '+4 Infiltrationspunkte. Darf an jeder Position der Aufstellung liegen und darf falsche Angaben machen.' },
    5: { name: 'Leutnant', ability: 'Der Doppelspion zieht 1 Feld in Richtung der gegnerischen Festung. Keine Infiltrationspunkte.' },
    6: { name: 'Kapitän', ability: '+6 Infiltrationspunkte, oder nutze einen deiner erschöpften Soldaten (seine Punkte und seine Eigenschaft), als wäre er aktiviert worden.' },
    7: { name: 'Bombe', ability: 'Keine Infiltrationspunkte. Der nächste gegnerische Soldat, den du an diesem Tag aufdeckst, muss sich automatisch zurückziehen, egal was du rätst. Errätst du ihn zudem richtig: doppelter Schaden.' },
    8: { name: 'Oberst', ability: '+8 Infiltrationspunkte; die einzigen Punkte, deren Überschuss über 10 nach einer Infiltration nicht verfällt.' },
    9: { name: 'General', ability: 'Der Doppelspion zieht 2 Felder in Richtung der gegnerischen Festung. Keine Infiltrationspunkte.' },
    10: { name: 'Feldmarschall', ability: '+10 Infiltrationspunkte (der Überschuss verfällt), oder +5 Infiltrationspunkte und der Gegner verliert 5 (nicht unter 0).' },
  },
  connection: {
    connecting: 'Verbinde…',
    open: 'Verbunden',
    reconnecting: 'Verbindung unterbrochen – verbinde neu…',
    closed: 'Getrennt',
  },
  errors: {
    generic: 'Etwas ist schiefgegangen: {message}',
    timeout: 'Der Host antwortet nicht. Läuft er noch?',
    offline: 'Nicht mit dem Host verbunden.',
  },
}
