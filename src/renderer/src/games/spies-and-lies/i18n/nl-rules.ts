// The Spies & Lies rules page in Dutch, merged with the table's text by nl.ts.
// De spelregels in de app (RulesScreen). Zie en-rules.ts: geen `{`, `}`, `@`, `|` of `$` in de
// teksten, behalve de plaatshouders zoals `{wall}`.
export const rules = {
  title: 'Spelregels',
  subtitle: 'Spies & Lies: een Stratego-verhaal, zoals Safehouse het speelt',
  intro:
    'Deze pagina volgt de gedrukte spelregels. Waar de spelregels een vraag openlaten, of waar een regel alleen aan een echte speltafel zin heeft, volgt de app een beslissing van ons. Elke beslissing staat gemarkeerd met “Onze beslissing” waar ze van toepassing is, en aan het einde staan ze allemaal bij elkaar.',
  toc: 'Inhoud',
  ruling: 'Onze beslissing',
  toRule: 'Lees het in zijn context: {section}',
  sections: {
    object: {
      title: 'Doel van het spel',
      body: 'Spies & Lies wordt gespeeld in 3 rondes; iedere ronde stelt een dag voor. Iedere dag bestaat uit 3 fasen: Opstellen, Inlichtingen en Missie. Daarin probeer je het vijandelijke kamp te infiltreren en de Dubbelspionne in vijandelijk gebied te brengen. De eerste speler die met de Dubbelspionne de vlag van de tegenstander verovert, wint meteen; anders wint de speler die er na de derde dag het dichtst bij is.',
    },
    components: {
      title: 'Inhoud',
      intro: 'In de doos zit het volgende. In de app wordt alles op het scherm getekend, en de app doet ook alle willekeurige trekkingen.',
      board: 'Het spelbord, met het pad van de Dubbelspionne, voor elke speler een Infiltratiepuntenteller (0 tot 10) en de dagteller (dag 1 tot 3)',
      soldiers: '10 rode en 10 blauwe Troepenkaarten, van elke rang 1 tot 10 één',
      missions: '2 sets van 4 Missiekaarten (Missie 1 tot 4)',
      intel: '6 Inlichtingenkaarten met elk vier rangen, en 2 sets van 4 Inlichtingenfiches',
      towers: '3 Stratego-torens: de rode en de blauwe Infiltratietoren en de zwarte Dubbelspionne',
      deception: '4 Misleidingsfiches',
      other: 'Een startkaart en informatiekaarten (in de app: het overzicht van de strijders op deze pagina)',
    },
    setup: {
      title: 'Voorbereiding',
      deck: 'De stapel Inlichtingenkaarten wordt geschud. De bovenste kaart wordt omgedraaid als eerste ‘Oude Inlichtingenkaart’, die beide spelers kunnen zien.',
      exhausted: 'Voor elke speler wordt één van zijn tien strijders willekeurig getrokken: die is op dag 1 ‘uitgeschakeld’. Beide spelers zien hem en hij mag niet worden ingezet. De andere negen strijders zijn de hand van die speler.',
      board: 'Beide Infiltratietorens staan op 0, de Dubbelspionne staat op het middelste veld en de dagteller op dag 1. Elke speler heeft 1 Misleidingsfiche; de andere 2 liggen in de voorraad.',
      start: 'Wie op dag 1 begint, wordt willekeurig bepaald. Op dag 2 en 3 begint steeds de andere speler.',
    },
    day: {
      title: 'Een dag',
      intro: 'Iedere dag wordt in drie fasen gespeeld: eerst Opstellen, dan Inlichtingen, dan Missie. Na de Missie eindigt de dag (zie Einde van een ronde).',
    },
    deploy: {
      title: 'Opstellen',
      body: 'Beide spelers stellen tegelijk en in het geheim op: je legt vier verschillende strijders uit je hand met de afbeelding naar beneden onder je Missies 1 tot 4.',
      order: 'De rang moet van Missie 1 tot Missie 4 (van links naar rechts) oplopen.',
      sergeant: 'De enige uitzondering is de Sergeant (4): hij mag overal liggen, om de tegenstander in verwarring te brengen. Bijvoorbeeld: 2, 7, 4, 10 is een geldige volgorde.',
      app: 'De app accepteert alleen een geldige opstelling en zegt wat er mis is met elke andere.',
      exampleTitle: 'Voorbeelden van een opstelling',
      mission: 'Missie {number}',
      outOfOrder: 'Verkeerde plek',
      valid: 'Correct:',
      invalid: 'Niet correct:',
      rising: 'Alle kaarten liggen op volgorde van rang.',
      minerOut: 'De Mineur (3) ligt niet op de juiste plek.',
      sergeantAnywhere: 'De Sergeant (4) mag overal liggen.',
    },
    intel: {
      title: 'Inlichtingen',
      body: 'De volgende Inlichtingenkaart wordt omgedraaid. Er staan vier rangen op. Op elke Missie waarvan de rang van de strijder op die kaart staat, komt een Inlichtingenfiche; de app legt ze voor je neer.',
      sergeant: 'De Sergeant is de enige strijder die verkeerde informatie mag geven. Heb je hem opgesteld, dan kies jij of zijn Missie een Inlichtingenfiche krijgt: je mag het weglaten hoewel zijn rang op de kaart staat, of er een leggen hoewel dat niet zo is.',
      clues: 'Gebruik de aanwijzingen: de rangen op de huidige Inlichtingenkaart, het aantal en de plaats van de Inlichtingenfiches, de uitgeschakelde strijders en de Oude Inlichtingenkaarten.',
    },
    mission: {
      title: 'Missie',
      order: 'Er wordt acht keer geraden. De beginnende speler probeert uit te vinden welke strijder op Missie 1 van de tegenstander staat; daarna raadt de andere speler naar Missie 1 van de beginnende speler; dan Missie 2 op dezelfde manier, en zo verder tot en met Missie 4.',
      guess: 'Om te raden noem je een rang van 1 tot 10, en de kaart wordt omgedraaid. Wat er dan gebeurt, staat bij “Een onthulling afhandelen”.',
      deception: 'Misleidingsfiches: vóór elke gok mag de verdediger een Misleidingsfiche leggen op de Missie waarnaar geraden gaat worden. Iedereen ziet het. Raadt de tegenstander verkeerd, dan krijgt de verdediger 4 extra Infiltratiepunten (na die van de strijder zelf). Raadt hij goed, dan heeft het fiche geen effect. Hoe dan ook gaat het fiche daarna uit het spel.',
      tokens: 'Elke speler begint met 1 Misleidingsfiche en mag er nooit meer dan 2 bezitten. Een geactiveerde Spionne levert er nog een op, zolang de voorraad er een heeft.',
    },
    reveal: {
      title: 'Een onthulling afhandelen',
      intro: 'Als een strijder wordt omgedraaid, handelt de app dat in deze volgorde af:',
      forced: 'Gedwongen terugtrekking. De kaart trekt zich terug (dwars gelegd), wat er ook geraden is, als',
      forcedBomb: 'de Bom van de rader actief is en dit de eerste vijandelijke kaart is die de rader sindsdien ontmaskert,',
      forcedSpy: 'het een Maarschalk is en de Spionne van de rader actief is, of',
      forcedMiner: 'het een Bom is en de Mineur van de rader actief is.',
      correct: 'Goed geraden. De rader krijgt 2 Infiltratiepunten (4 als zijn Verkenner actief is) en de kaart trekt zich terug: ze wordt dwars gelegd en haar eigenschap kan deze dag niet meer gebruikt worden.',
      wrong: 'Verkeerd geraden, geen gedwongen terugtrekking. De kaart wordt geactiveerd: haar eigenschap werkt meteen (de eigenaar kiest bij de Maarschalk en de Kapitein), en daarna volgen de 4 extra Infiltratiepunten als er een Misleidingsfiche lag.',
      active: 'De eigenschappen die blijven werken (Spionne, Verkenner, Mineur en Bom) blijven actief tot het einde van de dag en gelden alleen voor onthullingen na de activering.',
    },
    track: {
      title: 'Infiltratie en de Dubbelspionne',
      points: 'Met Infiltratiepunten zet je je Infiltratietoren vooruit op de Infiltratiepuntenteller. Zodra die op 10 staat, ben je het vijandelijke leger binnengedrongen: de Dubbelspionne gaat zoveel stappen naar de vlag van de vijand als de dagteller aangeeft (1 stap op dag 1, 2 op dag 2, 3 op dag 3). Daarna gaat je toren terug naar 0 en gaan de punten boven de 10 verloren.',
      colonel: 'De enige uitzondering is de Kolonel: zijn punten boven de 10 worden na de terugkeer naar 0 alsnog geteld.',
      events: 'Levert één onthulling twee keer punten op, dan worden ze na elkaar geteld, elk met een eigen terugkeer naar 0: eerst de activering van de strijder, dan de Misleidingsbonus. Er is geen maximum aan het aantal infiltraties per dag. De Luitenant en de Generaal verplaatsen de Dubbelspionne direct.',
      shape: 'Het pad heeft een middelste veld en aan elke kant enkele open velden, dan de poort boven op de vesting van die speler, en daarachter de vlag.',
      wall: 'Een zet naar een vesting stopt op haar poort als hij die bereikt; overgebleven stappen vervallen. Staat de Dubbelspionne al op de poort als een zet naar die vesting begint, dan verovert die zet de vlag en is het spel meteen gewonnen. Een zet weg van een vesting loopt gewoon terug door het midden naar de andere helft.',
      diagram: 'Het pad van de Dubbelspionne: het middelste veld, dan aan elke kant {open} open velden, de poort op {wall} velden van het midden en de vlag op {flag} velden van het midden. Rood zet de Dubbelspionne richting de blauwe vlag, blauw richting de rode vlag.',
      caption: 'Het pad zoals de app het standaard speelt.',
      redAdvances: 'Rood rukt op',
      blueAdvances: 'Blauw rukt op',
      wallLabel: 'Poort',
      flagLabel: 'Vlag',
      middle: 'Start',
    },
    roundEnd: {
      title: 'Einde van een ronde',
      body: 'De dag eindigt wanneer alle acht strijders zijn ontmaskerd.',
      exhaust: 'De vier opgestelde strijders van elke speler worden met de afbeelding naar beneden geschud, en de tegenstander trekt er willekeurig één uit: die strijder is de volgende dag uitgeschakeld.',
      doubleDamage: 'Dubbele schade: als je Bom geactiveerd werd en je daarna de volgende vijandelijke kaart correct geraden hebt, trek je niet één maar twee kaarten van je tegenstander.',
      return: 'De strijders die de vorige dag uitgeschakeld waren, gaan terug naar de hand van hun eigenaar.',
      intel: 'De Inlichtingenkaart gaat naar de Oude Inlichtingenkaarten, die allemaal zichtbaar blijven. De Inlichtingenfiches worden weggehaald.',
      next: 'De dagteller gaat een dag verder. De Infiltratietorens, de Dubbelspionne en de Misleidingsfiches die je bezit blijven staan. De speler die de vorige dag niet begon, begint nu.',
    },
    end: {
      title: 'Wie wint het spel?',
      flag: 'Breng je de Dubbelspionne op de vlag van de vijand, dan win je meteen, op elke dag. Je hoeft niet met een exact aantal stappen op de vlag uit te komen.',
      dayThree: 'Anders eindigt het spel na dag 3. Staat de Dubbelspionne in de vijandelijke helft van het pad, hoe ver ook, dan wint de speler die hem daarheen bracht. Staat hij op het middelste veld, dan wint de speler met de meeste Infiltratiepunten op zijn teller. Is ook dat gelijk, dan eindigt het spel in remise.',
    },
    intelCards: {
      title: 'De Inlichtingenkaarten',
      body: 'De stapel Inlichtingenkaarten telt zes kaarten. Op elke kaart staan vier rangen; de rangen 4 en 7 staan op twee soorten kaarten.',
      card: 'Inlichtingenkaart met de rangen {ranks}',
      copies: '{count} exemplaren',
      old: 'Omdat alle Oude Inlichtingenkaarten zichtbaar blijven, kun je afleiden welke kaarten nog in de stapel zitten.',
    },
    team: {
      title: 'Twee tegen twee (teamspel)',
      intro: 'Volgens de spelregels kan elke kant ook uit twee spelers bestaan. Safehouse speelt dat zo. Kies ‘Twee tegen twee’ wanneer je een spel opzet: tegen de computer, op één computer om de beurt (het privacyscherm komt tussen elke twee spelers) of via het netwerk.',
      seatsTitle: 'Plaatsen.',
      seats: 'Rood heeft twee spelers, rood 1 en rood 2, en blauw ook. Rood 1 speelt de Missies 1 en 2 van rood; rood 2 speelt de Missies 3 en 4 van rood. De kant heeft nog steeds één hand, één Infiltratiespoor, één voorraad Misleidingsfiches en één reeks uitgeschakelde strijders, gedeeld door haar twee spelers; beiden zien de hand en de uitgeschakelde strijders van de kant.',
      deployTitle: 'Opstellen.',
      deploy: 'Rood 1 stelt eerst de Missies 1 en 2 op. Daarna ziet rood 2 die twee strijders en stelt de Missies 3 en 4 op uit de rest van de hand, zodat de hele opstelling in oplopende rang blijft (de Sergeant mag nog steeds overal staan). Daarna ziet geen van beiden de strijders van de ander nog, tot ze worden omgedraaid. Blauw stelt tegelijk op dezelfde manier op.',
      intelTitle: 'Inlichtingen.',
      intel: 'Het fiche van een opgestelde Sergeant kiest de speler op wiens missie hij staat.',
      missionsTitle: 'Missies.',
      missions: 'De beurten om te raden gaan in de gewone volgorde; elke keer raadt de speler tegenover de missie: rood 1 raadt de Missies 1 en 2 van blauw, rood 2 de Missies 3 en 4 van blauw (en net zo voor blauw). De speler van de missie die geraden gaat worden, beslist over een Misleidingsfiche (uit de voorraad van de kant) en maakt de keuze van de Maarschalk of de Kapitein als die strijder geactiveerd wordt.',
      winningTitle: 'Winnen.',
      winning: 'De twee spelers van een kant winnen of verliezen samen; gelijkspel is gelijkspel voor alle vier.',
      talkTitle: 'Overleggen.',
      talk: 'Volgens de spelregels mogen teamgenoten openlijk over hun strategie praten, maar niet fluisteren en bij het opstellen niet samen naar de kaarten kijken.',
      computerTitle: 'Computerspelers',
      computer: 'kunnen elk van de vier plaatsen innemen. Een computerspeler beslist alleen op grond van wat het scherm van zijn plaats toont.',
      app: 'Aan tafel staat bij elke missie wie haar speelt, blijven de missies van je teamgenoot dicht zodra die ze heeft opgesteld, en zegt de statusregel wie er binnen elk team aan de beurt is.',
    },
    soldiers: {
      title: 'Overzicht van de strijders',
      intro: 'Een strijder wordt geactiveerd als de tegenstander hem verkeerd raadt. Dan gebeurt het volgende:',
      rank: 'Rang {rank}',
    },
    rulings: {
      title: 'Onze beslissingen',
      intro: 'Overal waar de app iets beslist wat de gedrukte spelregels openlaten, of een regel aanpast die alleen aan een echte speltafel zin heeft:',
    },
  },
  rulings: {
    noMistakes:
      'De gedrukte straffen voor een opstelling in de verkeerde volgorde en voor valse inlichtingen van een andere strijder dan de Sergeant (speciale regels 1 en 2), en de controle van de overgebleven kaarten van de winnaar nadat de vlag veroverd is, beschermen tegen vergissingen aan een echte speltafel. De app maakt die vergissingen in plaats daarvan onmogelijk: hij weigert een verkeerde opstelling en legt de Inlichtingenfiches zelf.',
    intelConfirm:
      'Beide spelers bevestigen elke dag de Inlichtingenfase, of ze nu een Sergeant hebben opgesteld of niet, en alle Inlichtingenfiches worden tegelijk getoond zodra beiden bevestigd hebben. Zo leidt niemand uit het wachten af wie een Sergeant heeft.',
    deceptionFirst:
      'De beslissing van de verdediger om wel of geen Misleidingsfiche in te zetten komt eerst: de rader wacht erop voordat hij raadt.',
    forcedRetreat:
      'Een gedwongen terugtrekking na een verkeerde gok levert geen van beide spelers iets op, en een Misleidingsfiche op die kaart is voor niets gebruikt.',
    captainCopy:
      'Een Kapitein die een strijder nabootst, telt als geactiveerd, ook als de kopie zich meteen terugtrekt (een Maarschalk tegen een actieve Spionne, een Bom tegen een actieve Mineur); een Misleidingsfiche op de Kapitein levert dus nog steeds zijn 4 punten op. Een nagebootste Kolonel behoudt het meenemen van punten boven de 10. De sabotage van de Maarschalk telt eerst zijn 5 punten (wat het spel kan winnen) en neemt daarna de 5 punten af.',
    track:
      'De gedrukte spelregels vermelden niet hoeveel velden het pad heeft. De app legt de poort op {wall} velden van het midden en de vlag op {flag} velden: aan elke kant {open} open velden, dan de poort, dan de vlag. Een spel kan ook met een “kort pad” worden opgezet, met de poort op {short} velden.',
    lineups:
      'De onthulde opstellingen van de afgelopen dag blijven zichtbaar tot elke speler opnieuw opstelt.',
    intelDeck:
      'De spelregels tonen Inlichtingenkaarten met de rangen 1–2–3–4, 4–5–6–7 en 7–8–9–10. De stapel bestaat uit twee exemplaren van elk van deze drie kaarten.',
    teamPair:
      'Teamspel: rood 1 mag geen paar opstellen waarna rood 2 de Missies 3 en 4 niet meer geldig kan vullen (bijvoorbeeld 8 en 9 als alleen de Sergeant nog hoger kan staan). De app weigert zo’n paar, zoals hij elke opstelling in de verkeerde volgorde weigert.',
    teamHand:
      'Teamspel: omdat de hand gedeeld is en aan beide spelers getoond wordt, ziet rood 1 zodra rood 2 heeft opgesteld welke twee strijders uit de hand verdwenen zijn. De spelregels zeggen dat de eerste speler ‘niet weet wat er in de Missies 3 en 4 ligt’; op het scherm weet die welke twee strijders weg zijn, en in welke volgorde wanneer de rangvolgorde maar één mogelijkheid laat.',
    teamLineups:
      'Teamspel: een afgelopen dag blijft per speler zichtbaar: op de volgende dag houden de Missies 3 en 4 de strijders van de dag ervoor tot rood 2 opnieuw opstelt.',
    teamIntel:
      'Teamspel: alle vier de spelers bevestigen elke dag de Inlichtingenfase, en alle Inlichtingenfiches worden samen getoond zodra de laatste bevestigd heeft. Tot dan ziet elke speler alleen de fiches op zijn eigen twee missies, zelfs niet die van zijn teamgenoot. Zo leidt niemand, ook de teamgenoot niet, uit het wachten af wie een Sergeant heeft.',
    teamTalk:
      'Teamspel: Safehouse heeft geen chat en kan je niet horen: hoe teamgenoten overleggen, bepalen jullie zelf. De app zorgt er alleen voor dat het scherm van elke speler precies toont wat die speler mag weten.',
    captainSpyMiner:
      'Als de Kapitein een uitgeschakelde strijder gebruikt terwijl de Spionne van de tegenstander actief is, trekt een nagebootste Maarschalk zich meteen terug en doet niets; is de Mineur van de tegenstander actief, dan geldt hetzelfde voor een nagebootste Bom (“dat heeft ook gevolgen voor de nieuw gekozen kaart”).',
  },
}
