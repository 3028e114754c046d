export default {
  appName: 'Safehouse',
  gameName: 'Spies & Lies: een Stratego-verhaal',
  back: 'Terug',
  close: 'Sluiten',
  cancel: 'Annuleren',
  confirm: 'Bevestigen',
  loading: 'Laden…',
  seat: { red: 'Rood', blue: 'Blauw' },
  connection: {
    connecting: 'Verbinden…',
    open: 'Verbonden',
    reconnecting: 'Verbinding verbroken — opnieuw verbinden…',
    closed: 'Niet verbonden',
  },
  errors: {
    generic: 'Er ging iets mis: {message}',
    timeout: 'De host antwoordt niet. Draait hij nog?',
    offline: 'Niet verbonden met de host.',
  },
}
