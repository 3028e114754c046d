// The parts of the game table every game shares: the top bar, the connection banner, the hot-seat
// privacy cover and leaving a game. Each game's own table text is loaded with its table.
export default {
  hint: { label: 'Tip' },
  top: {
    room: 'Kamer',
    roomHelp: 'De kamercode: hiermee doet een vriend mee aan dit spel.',
    mode: { computer: 'Tegen de computer', hotseat: 'Samen aan één scherm', network: 'Netwerkspel', spectator: 'Toeschouwer' },
    nav: 'Tafelmenu',
    rules: 'Spelregels',
    settings: 'Instellingen',
    leave: 'Verlaten',
  },
  banner: {
    connecting: 'Verbinden met de host…',
    open: 'Verbonden',
    reconnecting: 'Verbinding verbroken — opnieuw verbinden… Je plaats blijft bewaard.',
    closed: 'Niet meer verbonden met de host. Deze plaats is in een ander venster geopend, of de host is gestopt.',
    ownerBack: '{name} is terug: de plaats is weer van hem of haar.',
  },
  moved: {
    title: 'De host antwoordt niet',
    text: 'Als hij opnieuw is gestart, staat hij misschien op een ander adres: het adres dat hij bij het starten toont („listening http://…”). Open dat adres, kies „Deelnemen aan een spel”, vul kamer {room} in en kies, als alle plaatsen bezet zijn, „Het is mijn plaats: neem haar terug” met de herstelcode van je plaats.',
    code: 'Herstelcode voor {seat}:',
    found: 'De host is verhuisd naar {address}: je plaatsen zijn daar weer aan tafel.',
  },
  leave: {
    title: 'Tafel verlaten?',
    text: 'Je kunt terugkomen: het spel blijft op het beginscherm onder ‘Lopende spellen’. Tot dan zien de anderen dat je weg bent, en kunnen ze op je wachten, de computer je plaats laten spelen of het spel beëindigen.',
    textLocal: 'Je kunt terugkomen: het spel blijft op het beginscherm onder ‘Lopende spellen’.',
    confirm: 'Spel verlaten',
  },
  pass: {
    title: 'Geef de computer aan {side}',
    text: '{side}, klik als je klaar bent. Tot dan staat er niets van je kaarten op het scherm.',
    ready: 'Ik ben {side} — toon mijn kaarten',
    textSpies: '{side}, klik als je klaar bent. Tot dan staat er niets van je spionnen op het scherm.',
    readySpies: 'Ik ben {side} — toon mijn spionnen',
  },
}
