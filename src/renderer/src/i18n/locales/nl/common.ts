export default {
  /** The end dialog's title, one voice for every game (components/table/end-title.ts). */
  endTitle: { youWin: 'Je hebt gewonnen!', youLose: 'Je hebt verloren', yourTeamWins: 'Jullie team wint!', yourTeamLoses: 'Jullie team verliest', wins: '{who} wint! | {who} winnen!', draw: 'Remise' },
  appName: 'Safehouse',
  gameName: 'Spies & Lies: een Stratego-verhaal',
  back: 'Terug',
  close: 'Sluiten',
  cancel: 'Annuleren',
  confirm: 'Bevestigen',
  loading: 'Laden…',
  loadFailed: 'Deze pagina kon niet worden geladen. De host is misschien gestopt, of intussen bijgewerkt.',
  reload: 'Opnieuw laden',
  unknownGame: 'Dit spel is niet beschikbaar in deze versie van Safehouse.',
  languageFailed: 'Die taal kon niet worden geladen; de app toont voorlopig Engels (is de host nog bereikbaar?).',
  /** Namen van de strijders en wat ze doen als ze geactiveerd worden (de tegenstander raadde verkeerd). */
  soldiers: {
    1: { name: 'Spionne', ability: '+1 Infiltratiepunt en 1 Misleidingsfiche (maximaal 2 in bezit, zolang de voorraad strekt). De rest van de dag trekt elke vijandelijke Maarschalk waar je op stuit zich direct terug, ongeacht of je hem goed hebt geraden.' },
    2: { name: 'Verkenner', ability: '+2 Infiltratiepunten. De rest van de dag krijg je voor elke vijandelijke strijder die je correct raadt 4 Infiltratiepunten in plaats van 2.' },
    3: { name: 'Mineur', ability: '+3 Infiltratiepunten. De rest van de dag trekt elke vijandelijke Bom waar je op stuit zich direct terug, ongeacht of je hem goed hebt geraden.' },
    4: { name: 'Sergeant', ability: '+4 Infiltratiepunten. Mag overal in de opstelling liggen en mag verkeerde informatie geven.' },
    5: { name: 'Luitenant', ability: 'De Dubbelspionne gaat 1 stap vooruit in de richting van de vesting van de vijand. Geen Infiltratiepunten.' },
    6: { name: 'Kapitein', ability: '+6 Infiltratiepunten, of gebruik een van je uitgeschakelde strijders (zijn Infiltratiepunten en eigenschap) alsof hij geactiveerd werd.' },
    7: { name: 'Bom', ability: 'Geen Infiltratiepunten. De volgende vijandelijke strijder die je deze dag ontmaskert, trekt zich automatisch terug, wat je ook raadt. Raad je hem bovendien goed, dan volgt dubbele schade.' },
    8: { name: 'Kolonel', ability: '+8 Infiltratiepunten; de enige punten die boven de 10 niet verloren gaan na een infiltratie.' },
    9: { name: 'Generaal', ability: 'De Dubbelspionne gaat 2 stappen vooruit in de richting van de vesting van de vijand. Geen Infiltratiepunten.' },
    10: { name: 'Maarschalk', ability: '+10 Infiltratiepunten (het overschot vervalt), of +5 Infiltratiepunten en de tegenstander verliest er 5 (niet onder 0).' },
  },
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
