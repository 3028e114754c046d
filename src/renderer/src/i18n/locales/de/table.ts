// The parts of the game table every game shares: the top bar, the connection banner, the hot-seat
// privacy cover and leaving a game. Each game's own table text is loaded with its table.
export default {
  hint: { label: 'Tipp' },
  top: {
    room: 'Raum',
    roomHelp: 'Der Raumcode: Damit tritt ein Freund dieser Partie bei.',
    mode: { computer: 'Gegen den Computer', hotseat: 'Zu zweit an einem Bildschirm', network: 'Netzwerkspiel', spectator: 'Zuschauer' },
    nav: 'Tischmenü',
    rules: 'Regeln',
    settings: 'Einstellungen',
    leave: 'Verlassen',
  },
  banner: {
    connecting: 'Verbinde mit dem Host…',
    open: 'Verbunden',
    reconnecting: 'Verbindung unterbrochen – verbinde neu… Dein Platz bleibt frei.',
    closed: 'Nicht mehr mit dem Host verbunden. Dieser Platz ist in einem anderen Fenster geöffnet, oder der Host wurde beendet.',
    ownerBack: '{name} ist zurück: Der Platz gehört wieder ihm oder ihr.',
  },
  moved: {
    title: 'Der Host antwortet nicht',
    text: 'Wenn er neu gestartet wurde, ist er jetzt vielleicht unter einer anderen Adresse: der, die er beim Start anzeigt („listening http://…“). Öffne diese Adresse, wähle „Einem Spiel beitreten“, gib Raum {room} ein und wähle, wenn alle Plätze besetzt sind, „Das ist mein Platz: zurücknehmen“ mit dem Wiederherstellungscode deines Platzes.',
    code: 'Wiederherstellungscode für {seat}:',
    found: 'Der Host ist umgezogen nach {address}: Deine Plätze sind dort wieder am Tisch.',
  },
  leave: {
    title: 'Tisch verlassen?',
    text: 'Du kannst zurückkommen: Die Partie bleibt auf dem Startbildschirm unter „Laufende Spiele“. Bis dahin sehen die anderen, dass du gegangen bist, und können auf dich warten, den Computer deinen Platz spielen lassen oder die Partie beenden.',
    textLocal: 'Du kannst zurückkommen: Die Partie bleibt auf dem Startbildschirm unter „Laufende Spiele“.',
    confirm: 'Partie verlassen',
  },
  pass: {
    title: 'Gib den Computer an {side} weiter',
    text: '{side}, klicke, wenn du bereit bist. Bis dahin ist nichts von deinen Karten zu sehen.',
    ready: 'Ich bin {side} – zeig meine Karten',
    textSpies: '{side}, klicke, wenn du bereit bist. Bis dahin ist nichts von deinen Spionen zu sehen.',
    readySpies: 'Ich bin {side} – zeig meine Spione',
  },
}
