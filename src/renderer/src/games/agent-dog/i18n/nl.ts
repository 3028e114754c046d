// Agent DOG's table, log, rules and tutorial in Dutch (merged into the app's messages under agentDog).
import { rules } from './nl-rules'
import { log, table } from './nl-table'

// Leren door te spelen (issue 27): de woorden van de coach bij het begeleide eerste spel.
const tutorial = {
  welcome: 'Jij speelt Rood. Breng je vier agenten rond het bord je doel in; Groen, tegenover je, is je partner tegen Blauw en Geel.',
  board: 'Elke kleur begint met één agent op zijn startveld en drie in zijn startgebied. Agenten lopen met de klok mee.',
  exchange: 'Elke ronde krijgt iedereen 5 kaarten, en eerst ruilen partners dicht één kaart. Geef je 2 aan Groen.',
  exchangeHint: 'Kies de 2 en dan de knop die hem doorgeeft.',
  received: 'Groen gaf je een Start 13. Deze ruil is het enige signaal dat partners elkaar mogen geven.',
  move: 'Jij deelde, dus jij begint, en elke beurt moet je een kaart spelen. Speel de 10 om je startveld te verlaten.',
  moveHint: 'Kies de 10 en zet je agent vanaf je startveld.',
  capture: 'Je mag over agenten heen springen. Speel de 9 en eindig op de agent van Blauw op Blauw +3: hij is geslagen en gaat terug naar zijn startgebied.',
  captureHint: 'Kies de 9 en eindig op de agent van Blauw op Blauw +3. Sla nooit je eigen agenten of die van Groen: dan ben je deze ronde uit.',
  enter: 'Je startveld is vrij: speel de Start 13 om een agent in het spel te brengen. Op zijn eigen startveld blokkeert hij: niemand mag over hem heen springen of hem slaan.',
  enterHint: 'Kies de Start 13 en breng een agent van Rood in het spel. Zolang je eigen agent op je startveld staat, kun je geen nieuwe in het spel brengen.',
  copy: 'Geel speelde net een 8. Je Kopie speelt die nog eens: zet de agent van je startveld op het gat op Rood +8.',
  copyHint: 'Kies de Kopie en zet de agent op je startveld 8 velden verder.',
  undercover: 'Op het gat dook je agent onder: niemand ziet nog zijn kleur, zelfs jij niet. Onthoud dat hij van jou is: iedereen mag hem zetten.',
  partner: 'De Partner-kaart geeft vier losse stappen, voor jouw agenten, die van Groen of ondergedoken agenten. Zet drie stappen vanaf Blauw +3, één met de agent van Groen op Geel +2, en speel ze.',
  partnerHint: 'Zet de stappen in deze volgorde: drie met je agent vanaf Blauw +3, dan één met die van Groen vanaf Geel +2, en speel ze. „Laatste stap ongedaan maken” neemt een stap terug.',
  round2: 'Ronde 1 is voorbij: Blauw deelt ronde 2. Geef Groen weer een kaart, deze keer je Kopie.',
  round2Hint: 'Kies de Kopie en dan de knop die hem doorgeeft.',
  swap: 'De agent van Geel dook onder op Groen +4, en de jouwe is die op Rood +8. Speel de Ruil op deze twee: de jouwe springt ver vooruit.',
  swapHint: 'Kies de Ruil en dan de ondergedoken agenten op Rood +8 en Groen +4.',
  meeting: 'Groen +9 is een ontmoetingspunt: zet je agent met de 5 van Groen +4 daarheen. De volgende agent erachter wordt naar het gat vlak erachter getrokken.',
  meetingHint: 'Kies de 5 en zet de ondergedoken agent op Groen +4.',
  pulled: 'Je agent kwam boven op het ontmoetingspunt, en de ontmoeting trok je agent van Blauw +6 naar het gat op Groen +8.',
  home: 'Gaat een agent over je startveld, dan mag hij je doelbaan in. De zet moet precies uitkomen, dus vul de baan van achteren.',
  team: 'Groen en jij winnen samen zodra al jullie acht agenten thuis zijn; zijn jouw vier thuis, dan zet je die van Groen.',
  ready: 'Meer heb je niet nodig om te beginnen; alle details staan op de regelpagina.',
}

export default { agentDog: { table, log, rules, tutorial } }
