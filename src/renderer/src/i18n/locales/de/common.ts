export default {
  appName: 'Safehouse',
  gameName: 'Spies & Lies: Eine Stratego-Geschichte',
  back: 'Zurück',
  close: 'Schließen',
  cancel: 'Abbrechen',
  confirm: 'Bestätigen',
  loading: 'Lädt…',
  seat: { red: 'Rot', blue: 'Blau' },
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
