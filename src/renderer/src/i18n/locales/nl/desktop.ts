// Only the desktop app shows these: its notifications, game record files and own settings.
export default {
  notify: {
    title: 'Safehouse: jij bent aan de beurt',
    sideTitle: 'Safehouse: {side} is aan de beurt',
    body: 'Jouw beurt in kamer {room}: {what}.',
  },
  files: {
    save: 'Spelverslag opslaan…',
    open: 'Spelverslag openen…',
    saved: 'Spelverslag opgeslagen als “{file}”.',
    noGame: 'Er is geen spel om op te slaan: begin of hervat er eerst een.',
    notHere: 'Dit spel wordt op een andere computer gehost. Alleen die kan het verslag opslaan.',
    errors: {
      inPlay: 'Een netwerkspel kan worden opgeslagen als het is afgelopen: tot dan zou het bestand de verborgen kaarten van beide spelers tonen.',
      inUse: 'Dat spel wordt op deze computer via het netwerk gespeeld: ga ernaar terug met Spel hervatten.',
      noRoom: 'Dat spel staat niet meer op deze computer.',
      tooLarge: 'Dat bestand is te groot voor een spelverslag.',
      notRecord: 'Dat bestand is geen spelverslag van Safehouse.',
      damaged: 'Dat spelverslag is beschadigd en kan niet worden geopend.',
      badMoves: 'De zetten in dat spelverslag volgen de regels niet, dus het kan niet worden geopend.',
      unreadable: 'Dat bestand kon niet worden gelezen ({detail}).',
      codeTaken: 'Er staat al een ander spel met dezelfde kamercode op deze computer.',
      failed: 'Dat is niet gelukt: {detail}',
    },
  },
  settings: {
    heading: 'Deze computer',
    hostName: 'Naam op het netwerk',
    hostNameHint: 'Spelers op je netwerk zien deze naam in hun lijst met spellen. Laat leeg om de naam van deze computer te gebruiken.',
    lanPort: 'Netwerkpoort',
    lanPortHint: 'Spellen die je host luisteren op deze poort ({min}–{max}). Is die bezet, dan wordt een andere vrije gebruikt.',
    badPort: 'Vul een geheel getal in van {min} tot {max}.',
    notifications: 'Meldingen bij je beurt',
    notificationsText: 'Een bureaubladmelding als je aan de beurt bent terwijl Safehouse op de achtergrond staat.',
    saveFailed: 'Dat kon niet worden opgeslagen. Probeer het opnieuw of start Safehouse opnieuw.',
    loadFailed: 'De instellingen van deze computer konden niet worden gelezen. Start Safehouse opnieuw om het nog eens te proberen.',
  },
}
