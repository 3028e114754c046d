// The Spies & Lies rules page in German, merged with the table's text by de.ts.
// Die Spielregeln in der App (RulesScreen). Siehe en-rules.ts: kein `{`, `}`, `@`, `|` oder `$` in
// den Texten, außer den Platzhaltern wie `{wall}`.
export const rules = {
  title: 'Spielregeln',
  subtitle: 'Spies & Lies: Eine Stratego-Geschichte, wie Safehouse sie spielt',
  intro:
    'Diese Seite folgt der gedruckten Spielanleitung. Wo die Anleitung eine Frage offenlässt oder eine Regel nur an einem echten Spieltisch Sinn ergibt, folgt die App einer Regelung von uns. Jede ist dort, wo sie gilt, mit „Unsere Regelung“ markiert, und am Ende sind alle noch einmal gesammelt.',
  toc: 'Inhalt',
  ruling: 'Unsere Regelung',
  toRule: 'Im Zusammenhang lesen: {section}',
  sections: {
    object: {
      title: 'Ziel des Spiels',
      body: 'Spies & Lies wird in 3 Runden gespielt; jede Runde steht für einen Tag. Jeder Tag besteht aus 3 Phasen: Aufstellung, Erkundung und Mission. Darin versuchst du, den Gegner zu infiltrieren und den Doppelspion in feindliches Gebiet zu bringen. Wer als Erster mit dem Doppelspion die gegnerische Fahne erobert, gewinnt sofort; sonst gewinnt, wer diesem Ziel nach dem dritten Tag am nächsten ist.',
    },
    components: {
      title: 'Inhalt',
      intro: 'In der Schachtel ist Folgendes. In der App wird alles auf dem Bildschirm gezeichnet, und die App übernimmt auch alle Zufallsziehungen.',
      board: 'Der Spielplan mit der Bahn des Doppelspions, einem Punktezähler für Infiltrationspunkte (0 bis 10) für jeden Spieler und dem Tageszähler (Tag 1 bis 3)',
      soldiers: '10 rote und 10 blaue Soldatenkarten, von jedem Rang 1 bis 10 eine',
      missions: '2 Sets mit je 4 Missionskarten (Mission 1 bis 4)',
      intel: '6 Erkundungskarten mit je vier Rängen und 2 Sets mit je 4 Erkundungsmarken',
      towers: '3 Stratego-Türme: der rote und der blaue Infiltrationsturm und der schwarze Doppelspion',
      deception: '4 Täuschungsmarken',
      other: 'Eine Startkarte und Übersichtskarten (in der App: die Übersicht der Soldaten auf dieser Seite)',
    },
    setup: {
      title: 'Vorbereitung',
      deck: 'Die Erkundungskarten werden gemischt. Die oberste Karte wird als erste „alte Erkundungskarte“ aufgedeckt; beide Spieler können sie sehen.',
      exhausted: 'Für jeden Spieler wird einer seiner zehn Soldaten zufällig gezogen: Er ist an Tag 1 „erschöpft“. Beide Spieler sehen ihn, und er darf nicht eingesetzt werden. Die anderen neun Soldaten sind die Hand dieses Spielers.',
      board: 'Beide Infiltrationstürme stehen auf 0, der Doppelspion steht auf dem mittleren Feld und der Tageszähler auf Tag 1. Jeder Spieler hat 1 Täuschungsmarke; die anderen 2 sind die Reserve.',
      start: 'Wer an Tag 1 beginnt, wird ausgelost. An Tag 2 und 3 beginnt jeweils der andere Spieler.',
    },
    day: {
      title: 'Ein Tag',
      intro: 'Jeder Tag wird in drei Phasen gespielt: zuerst Aufstellung, dann Erkundung, dann Mission. Nach der Mission endet der Tag (siehe Ende einer Runde).',
    },
    deploy: {
      title: 'Aufstellung',
      body: 'Beide Spieler stellen gleichzeitig und geheim auf: Du legst vier verschiedene Soldaten aus deiner Hand verdeckt unter deine Missionen 1 bis 4.',
      order: 'Der Rang muss von Mission 1 bis Mission 4 (von links nach rechts) ansteigen.',
      sergeant: 'Die einzige Ausnahme ist der Feldwebel (4): Er darf jede beliebige Position einnehmen, um den Gegenspieler zu überraschen. Zum Beispiel ist 2, 7, 4, 10 eine gültige Reihenfolge.',
      app: 'Die App nimmt nur eine gültige Aufstellung an und sagt bei jeder anderen, was falsch ist.',
      exampleTitle: 'Beispiele für eine Aufstellung',
      mission: 'Mission {number}',
      outOfOrder: 'Falsche Position',
      valid: 'Korrekt:',
      invalid: 'Nicht korrekt:',
      rising: 'Alle Karten liegen dem Rang entsprechend geordnet.',
      minerOut: 'Der Mineur (3) liegt nicht an der richtigen Position.',
      sergeantAnywhere: 'Der Feldwebel (4) darf überall liegen.',
    },
    intel: {
      title: 'Erkundung',
      body: 'Die nächste Erkundungskarte wird aufgedeckt. Sie zeigt vier Ränge. Auf jede deiner Missionen, deren Soldat einen Rang auf dieser Karte hat, kommt eine Erkundungsmarke; das erledigt die App für dich.',
      sergeant: 'Der Feldwebel ist der einzige Soldat, der falsche Angaben machen darf. Hast du ihn aufgestellt, entscheidest du, ob seine Mission eine Erkundungsmarke bekommt: Du darfst sie weglassen, obwohl sein Rang auf der Karte steht, oder eine legen, obwohl er nicht darauf steht.',
      clues: 'Nutze die Hinweise: die Ränge auf der aktuellen Erkundungskarte, Anzahl und Lage der Erkundungsmarken, die erschöpften Soldaten und die alten Erkundungskarten.',
    },
    mission: {
      title: 'Mission',
      order: 'Es wird achtmal geraten. Der Startspieler versucht herauszufinden, welcher Soldat auf der Mission 1 des Gegners liegt; dann rät der andere Spieler die Mission 1 des Startspielers; dann Mission 2 auf dieselbe Weise, und so weiter bis Mission 4.',
      guess: 'Zum Raten nennst du einen Rang von 1 bis 10, und die Karte wird aufgedeckt. Was dann geschieht, steht unter „Eine aufgedeckte Karte auswerten“.',
      deception: 'Täuschungsmarken: Vor jedem Raten darf der Verteidiger eine Täuschungsmarke auf die Mission legen, die gleich geraten wird. Alle sehen sie. Rät der Gegner falsch, bekommt der Verteidiger 4 zusätzliche Infiltrationspunkte (nach denen des Soldaten). Rät er richtig, ist die Täuschung wirkungslos. In beiden Fällen wird die Marke danach aus dem Spiel genommen.',
      tokens: 'Jeder Spieler beginnt mit 1 Täuschungsmarke und darf nie mehr als 2 besitzen. Eine aktivierte Spionin bringt eine weitere, solange die Reserve noch eine hat.',
    },
    reveal: {
      title: 'Eine aufgedeckte Karte auswerten',
      intro: 'Wird ein Soldat aufgedeckt, wertet die App ihn in dieser Reihenfolge aus:',
      forced: 'Erzwungener Rückzug. Die Karte muss sich zurückziehen (quer gelegt), egal was geraten wurde, wenn',
      forcedBomb: 'die Bombe des Ratenden aktiv ist und dies die erste gegnerische Karte ist, die er seitdem aufdeckt,',
      forcedSpy: 'sie ein Feldmarschall ist und die Spionin des Ratenden aktiv ist, oder',
      forcedMiner: 'sie eine Bombe ist und der Mineur des Ratenden aktiv ist.',
      correct: 'Richtig geraten. Der Ratende bekommt 2 Infiltrationspunkte (4, wenn sein Aufklärer aktiv ist), und die Karte tritt den Rückzug an: Sie wird quer gelegt, und ihre Eigenschaft kann an diesem Tag nicht mehr aktiviert werden.',
      wrong: 'Falsch geraten, kein erzwungener Rückzug. Die Karte wird aktiviert: Ihre Eigenschaft wirkt sofort (beim Feldmarschall und beim Kapitän wählt der Besitzer), danach folgen die 4 Infiltrationspunkte der Täuschung, falls eine Marke gespielt wurde.',
      active: 'Die Eigenschaften, die anhalten (Spionin, Aufklärer, Mineur und Bombe), bleiben bis zum Ende des Tages aktiv und betreffen nur Karten, die nach der Aktivierung aufgedeckt werden.',
    },
    track: {
      title: 'Infiltration und der Doppelspion',
      points: 'Infiltrationspunkte ziehen deinen Infiltrationsturm auf deinem Punktezähler vorwärts. Sobald er Feld 10 erreicht, hast du die gegnerische Armee infiltriert: Der Doppelspion zieht so viele Felder auf die gegnerische Fahne zu, wie der Tageszähler angibt (1 Feld an Tag 1, 2 an Tag 2, 3 an Tag 3). Danach kehrt dein Turm auf 0 zurück, und die Punkte über 10 verfallen.',
      colonel: 'Die einzige Ausnahme ist der Oberst: Seine Punkte über 10 werden nach der Rückkehr auf 0 weitergezählt.',
      events: 'Bringt eine aufgedeckte Karte zweimal Punkte, werden sie nacheinander gezählt, jeweils mit eigener Rückkehr auf 0: zuerst die Aktivierung des Soldaten, dann der Bonus der Täuschung. Für die Anzahl der Infiltrationen pro Tag gilt kein Maximum. Der Leutnant und der General ziehen den Doppelspion direkt.',
      shape: 'Die Bahn hat ein mittleres Feld und auf jeder Seite einige offene Felder, dann das Tor oben auf der Festung dieses Spielers und dahinter die Fahne.',
      wall: 'Ein Zug auf eine Festung zu endet auf ihrem Tor, wenn er es erreicht; übrige Schritte verfallen. Steht der Doppelspion schon auf dem Tor, wenn ein Zug auf diese Festung zu beginnt, erobert dieser Zug die Fahne, und die Partie ist sofort gewonnen. Ein Zug von einer Festung weg läuft einfach durch die Mitte zurück in die andere Hälfte.',
      diagram: 'Die Bahn des Doppelspions: das mittlere Feld, dann auf jeder Seite {open} offene Felder, das Tor {wall} Felder von der Mitte und die Fahne {flag} Felder von der Mitte entfernt. Rot zieht den Doppelspion zur blauen Fahne, Blau zur roten Fahne.',
      caption: 'Die Bahn, wie die App sie standardmäßig spielt.',
      redAdvances: 'Rot rückt vor',
      blueAdvances: 'Blau rückt vor',
      wallLabel: 'Tor',
      flagLabel: 'Fahne',
      middle: 'Start',
    },
    roundEnd: {
      title: 'Ende einer Runde',
      body: 'Der Tag endet, wenn alle acht Soldaten aufgedeckt worden sind.',
      exhaust: 'Die vier eingesetzten Soldaten jedes Spielers werden verdeckt gemischt, und der Gegenspieler zieht zufällig einen davon: Dieser Soldat ist am nächsten Tag erschöpft.',
      doubleDamage: 'Doppelter Schaden: Wurde deine Bombe aktiviert und hast du danach die nächste gegnerische Karte richtig geraten, ziehst du nicht eine, sondern zwei Karten deines Gegenspielers.',
      return: 'Die am Vortag erschöpften Soldaten kehren auf die Hand ihres Besitzers zurück.',
      intel: 'Die Erkundungskarte kommt zu den alten Erkundungskarten, die alle sichtbar bleiben. Die Erkundungsmarken werden entfernt.',
      next: 'Der Tageszähler rückt weiter. Die Infiltrationstürme, der Doppelspion und die Täuschungsmarken, die du besitzt, bleiben, wie sie sind. Der Spieler, der am Vortag nicht begonnen hat, beginnt den nächsten Tag.',
    },
    end: {
      title: 'Wer gewinnt die Partie?',
      flag: 'Bringst du den Doppelspion auf die gegnerische Fahne, gewinnst du sofort, an jedem Tag. Die Fahne muss nicht exakt erreicht werden.',
      dayThree: 'Sonst endet die Partie nach Tag 3. Steht der Doppelspion in der gegnerischen Hälfte der Bahn, egal wie weit, gewinnt der Spieler, der ihn dorthin gebracht hat. Steht er auf dem mittleren Feld, gewinnt der Spieler mit den meisten Infiltrationspunkten auf seinem Zähler. Ist auch das gleich, endet das Spiel unentschieden.',
    },
    intelCards: {
      title: 'Die Erkundungskarten',
      body: 'Der Stapel hat sechs Erkundungskarten. Jede zeigt vier Ränge; die Ränge 4 und 7 stehen auf zwei Arten von Karten.',
      card: 'Erkundungskarte mit den Rängen {ranks}',
      copies: '{count} Exemplare',
      old: 'Da alle alten Erkundungskarten sichtbar bleiben, kannst du ableiten, welche Karten noch im Stapel sind.',
    },
    team: {
      title: 'Zwei gegen zwei (Teamspiel)',
      intro: 'Laut Spielanleitung kann jede Seite auch aus zwei Spielern bestehen. Safehouse spielt das so. Wähle „Zwei gegen zwei“, wenn du eine Partie einrichtest: gegen den Computer, abwechselnd an einem Computer (der Sichtschutz kommt zwischen je zwei Spieler) oder im Netzwerk.',
      seatsTitle: 'Plätze.',
      seats: 'Rot hat zwei Spieler, Rot 1 und Rot 2, Blau ebenso. Rot 1 spielt die Missionen 1 und 2 von Rot; Rot 2 spielt die Missionen 3 und 4 von Rot. Die Seite hat weiterhin eine Hand, eine Infiltrationsleiste, einen Vorrat an Täuschungsmarken und eine Reihe erschöpfter Soldaten, die sich ihre zwei Spieler teilen; beide sehen die Hand und die erschöpften Soldaten der Seite.',
      deployTitle: 'Aufstellen.',
      deploy: 'Rot 1 stellt zuerst die Missionen 1 und 2 auf. Danach sieht Rot 2 diese beiden Soldaten und stellt die Missionen 3 und 4 aus dem Rest der Hand auf, sodass die ganze Aufstellung in aufsteigendem Rang bleibt (der Feldwebel darf weiterhin überall stehen). Danach sieht keiner mehr die Soldaten des anderen, bis sie aufgedeckt werden. Blau stellt gleichzeitig auf dieselbe Weise auf.',
      intelTitle: 'Erkundung.',
      intel: 'Die Marke eines aufgestellten Feldwebels wählt der Spieler, auf dessen Mission er steht.',
      missionsTitle: 'Missionen.',
      missions: 'Geraten wird in der üblichen Reihenfolge; jedes Mal rät der Spieler, der der Mission gegenübersitzt: Rot 1 rät die Missionen 1 und 2 von Blau, Rot 2 die Missionen 3 und 4 von Blau (und ebenso für Blau). Der Spieler der Mission, die gleich geraten wird, entscheidet über eine Täuschungsmarke (aus dem Vorrat der Seite) und trifft die Wahl des Feldmarschalls oder des Kapitäns, wenn dieser Soldat aktiviert wird.',
      winningTitle: 'Gewinnen.',
      winning: 'Die beiden Spieler einer Seite gewinnen oder verlieren gemeinsam; ein Unentschieden gilt für alle vier.',
      talkTitle: 'Absprachen.',
      talk: 'Laut Anleitung dürfen Teampartner offen über ihre Strategie reden, aber nicht flüstern und beim Aufstellen nicht gemeinsam in die Karten schauen.',
      computerTitle: 'Computerspieler',
      computer: 'können jeden der vier Plätze einnehmen. Ein Computerspieler entscheidet nur nach dem, was der Bildschirm seines Platzes zeigt.',
      app: 'Am Tisch steht bei jeder Mission, wer sie spielt, die Missionen deines Teampartners bleiben verdeckt, sobald er sie aufgestellt hat, und die Statuszeile sagt, wer in jedem Team am Zug ist.',
    },
    soldiers: {
      title: 'Übersichtskarte der Soldaten',
      intro: 'Ein Soldat wird aktiviert, wenn der Gegner ihn falsch rät. Dann geschieht Folgendes:',
      rank: 'Rang {rank}',
    },
    rulings: {
      title: 'Unsere Regelungen',
      intro: 'Alle Stellen, an denen die App etwas entscheidet, das die gedruckte Anleitung offenlässt, oder eine Regel anpasst, die nur an einem echten Spieltisch Sinn ergibt:',
    },
  },
  rulings: {
    noMistakes:
      'Die gedruckten Strafen für eine Aufstellung in falscher Rangfolge und für falsche Angaben eines anderen Soldaten als des Feldwebels (Sonderregeln 1 und 2) sowie das Aufdecken der restlichen Karten des Siegers nach der Eroberung der Fahne schützen vor Fehlern an einem echten Spieltisch. Die App macht diese Fehler stattdessen unmöglich: Sie lehnt eine falsche Aufstellung ab und legt die Erkundungsmarken selbst.',
    intelConfirm:
      'Beide Spieler bestätigen die Erkundungsphase an jedem Tag, ob sie einen Feldwebel aufgestellt haben oder nicht, und alle Erkundungsmarken werden gemeinsam gezeigt, sobald beide bestätigt haben. So erfährt niemand daraus, wer noch überlegt, wer einen Feldwebel hat.',
    deceptionFirst:
      'Die Entscheidung des Verteidigers, eine Täuschungsmarke zu spielen oder nicht, kommt zuerst: Der Ratende wartet darauf, bevor er rät.',
    forcedRetreat:
      'Ein erzwungener Rückzug nach falschem Raten bringt keinem der beiden Spieler Punkte, und eine Täuschungsmarke auf dieser Karte ist umsonst verbraucht.',
    captainCopy:
      'Ein Kapitän, der einen Soldaten nachahmt, gilt als aktiviert, auch wenn sich die Kopie sofort zurückzieht (ein Feldmarschall gegen eine aktive Spionin, eine Bombe gegen einen aktiven Mineur); eine Täuschungsmarke auf dem Kapitän bringt also trotzdem ihre 4 Punkte. Ein nachgeahmter Oberst behält die Übertragung seiner Punkte über 10. Die Sabotage des Feldmarschalls zählt zuerst ihre 5 Punkte (was die Partie gewinnen kann) und nimmt danach die 5 Punkte weg.',
    track:
      'Die gedruckte Anleitung nennt die Anzahl der Felder der Bahn nicht. Die App setzt das Tor {wall} Felder von der Mitte und die Fahne {flag} Felder: auf jeder Seite {open} offene Felder, dann das Tor, dann die Fahne. Eine Partie kann auch mit einer „kurzen Bahn“ gespielt werden, mit dem Tor nach {short} Feldern.',
    lineups:
      'Die aufgedeckten Aufstellungen des vergangenen Tages bleiben zu sehen, bis jeder Spieler neu aufstellt.',
    intelDeck:
      'Die Anleitung zeigt Erkundungskarten mit den Rängen 1–2–3–4, 4–5–6–7 und 7–8–9–10. Der Stapel besteht aus je zwei Exemplaren dieser drei Karten.',
    teamPair:
      'Teamspiel: Rot 1 darf kein Paar aufstellen, nach dem Rot 2 die Missionen 3 und 4 nicht mehr gültig füllen kann (zum Beispiel 8 und 9, wenn nur noch der Feldwebel dahinter stehen kann). Die App lehnt ein solches Paar ab, wie jede Aufstellung in falscher Rangfolge.',
    teamHand:
      'Teamspiel: Weil die Hand geteilt ist und beiden Spielern gezeigt wird, sieht Rot 1, sobald Rot 2 aufgestellt hat, welche zwei Soldaten die Hand verlassen haben. Laut Anleitung „weiß der erste Spieler nicht, was in den Missionen 3 und 4 liegt“; auf dem Bildschirm weiß er, welche zwei Soldaten fort sind, und in welcher Reihenfolge, wann immer die Rangfolge nur eine zulässt.',
    teamLineups:
      'Teamspiel: Ein beendeter Tag bleibt Spieler für Spieler zu sehen: Am nächsten Tag behalten die Missionen 3 und 4 die Soldaten des Vortags, bis Rot 2 neu aufstellt.',
    teamIntel:
      'Teamspiel: Alle vier Spieler bestätigen die Erkundungsphase an jedem Tag, und alle Erkundungsmarken werden gemeinsam gezeigt, sobald der Letzte bestätigt hat. Bis dahin sieht jeder Spieler nur die Marken seiner eigenen zwei Missionen, nicht einmal die seines Teampartners. So erfährt niemand, auch der Teampartner nicht, daraus, wer noch überlegt, wer einen Feldwebel hat.',
    teamTalk:
      'Teamspiel: Safehouse hat keinen Chat und hört euch nicht: Wie Teampartner sich absprechen, entscheidet euer Tisch. Die App sorgt nur dafür, dass der Bildschirm jedes Spielers genau zeigt, was dieser Spieler wissen darf.',
    captainSpyMiner:
      'Nutzt der Kapitän einen erschöpften Soldaten, während die Spionin des Gegners aktiv ist, zieht sich ein nachgeahmter Feldmarschall sofort zurück und bewirkt nichts; ist der Mineur des Gegners aktiv, gilt dasselbe für eine nachgeahmte Bombe („hat dies auch Folgen für die neu gewählte Karte“).',
  },
}
