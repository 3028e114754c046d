// The games on the Start screen: name, a short name, a one-line pitch, who plays.
// Keys are the game ids in camelCase (spies-and-lies → spiesAndLies).
export default {
  spiesAndLies: {
    name: 'Spies & Lies: een Stratego-verhaal',
    short: 'Spies & Lies',
    pitch: 'Zet je soldaten in het geheim in, lees de inlichtingen en noem de rang op elke vijandelijke missie.',
    options: {
      teams: 'Twee tegen twee (vier spelers)',
      teamsHint: 'Elke kant heeft twee spelers: de een speelt missies 1–2, de ander missies 3–4, uit één gedeelde hand.',
    },
    players: '2 spelers, of 2 tegen 2',
  },
  confusion: {
    name: 'Confusion: spionage en misleiding in de Koude Oorlog',
    short: 'Confusion',
    pitch: 'Breng de koffer thuis met spionnen van wie je de zetten niet kent: elke poging krijgt ja of nee als antwoord.',
    players: '2 spelers',
    options: {
      tokens: 'Speciale actiefiches (Onthul 1, Zet 2, Wissel 2)',
      tokensHint: 'Elke speler krijgt er één van elk, één keer te spelen, vóór een zet.',
      variant: {
        honor: 'Variant 1: Eer onder spionnen',
        tight: 'Variant 2: Krappe opstelling',
        safeExtraction: 'Variant 3: Veilige extractie',
        variableSetup: 'Variant 4: Vrije opstelling',
        promotion: 'Variant 5: Promotie, meneer?',
      },
      variantHint: {
        honor: 'Geen dubbelagenten: spion X doet niet mee, 12 spionnen per kant.',
        tight: 'De buitenste kolommen a en k doen niet mee.',
        safeExtraction: 'De koffer moet een volle beurt overleven op de verste rij om te winnen.',
        variableSetup: 'Elke speler zet zijn eigen spionnen op zijn eerste twee rijen.',
        promotion: 'Elke spion mag op de verste rij promoveren, als de eigenaar het aandurft.',
      },
      answers: 'Hoe zetten beantwoord worden',
      answersHint: 'Staande orders beantwoorden de dubbelagent meteen, zodat geen wachttijd hem verraadt; met de hand wacht elke zet op de tegenstander, zoals aan tafel.',
      answersOrders: 'Meteen (staande orders voor de dubbelagent)',
      answersByHand: 'Met de hand, elke zet',
      maxTurns: 'Remiselimiet',
      maxTurnsHint: 'Het gedrukte spel kent geen remise; elke beurt van een speler telt als één.',
      noLimit: 'Geen',
      turns30: '30 beurten',
      turns60: '60 beurten',
      turns100: '100 beurten',
      turns200: '200 beurten',
    },
  },
}
