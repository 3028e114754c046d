// Agent DOG's table, log, rules and tutorial in German (merged into the app's messages under agentDog).
import { rules } from './de-rules'
import { log, table } from './de-table'

// Lernen beim Spielen (Issue 27): die Worte des Coachs für das geführte erste Spiel.
const tutorial = {
  welcome: 'Du spielst Rot. Bring deine vier Agenten rund ums Brett in dein Ziel; Grün, dir gegenüber, ist dein Partner gegen Blau und Gelb.',
  board: 'Jede Farbe beginnt mit einem Agenten auf ihrem Startfeld und drei in ihrem Startbereich. Die Agenten ziehen im Uhrzeigersinn.',
  exchange: 'In jeder Runde bekommt jeder 5 Karten, und zuerst tauschen Partner eine Karte, verdeckt. Gib Grün deine 2.',
  exchangeHint: 'Wähle die 2, dann den Knopf, der sie weitergibt.',
  received: 'Grün hat dir eine Start 13 gegeben. Dieser Tausch ist das einzige Signal, das Partner sich geben dürfen.',
  move: 'Du hast gegeben, also spielst du zuerst, und in jedem Zug musst du eine Karte spielen. Spiel die 10, um dein Startfeld zu verlassen.',
  moveHint: 'Wähle die 10 und zieh deinen Agenten von deinem Startfeld.',
  capture: 'Agenten darf man überspringen. Spiel die 9 und bleib auf dem Agenten von Blau auf Blau +3 stehen: Er ist geschlagen und geht zurück in seinen Startbereich.',
  captureHint: 'Wähle die 9 und zieh auf den Agenten von Blau auf Blau +3. Schlag nie deine eigenen Agenten oder die von Grün: Dann bist du diese Runde raus.',
  enter: 'Dein Startfeld ist frei: Spiel die Start 13, um einen Agenten ins Spiel zu bringen. Auf seinem eigenen Startfeld blockiert er: Niemand darf ihn überspringen oder schlagen.',
  enterHint: 'Wähle die Start 13 und bring einen Agenten von Rot ins Spiel. Solange dein eigener Agent auf deinem Startfeld steht, kannst du keinen weiteren ins Spiel bringen.',
  copy: 'Gelb hat gerade eine 8 gespielt. Deine Kopie spielt sie noch einmal: Zieh den Agenten von deinem Startfeld auf das Loch auf Rot +8.',
  copyHint: 'Wähle die Kopie und zieh den Agenten auf deinem Startfeld 8 Felder weit.',
  undercover: 'Auf dem Loch ist dein Agent untergetaucht: Niemand sieht mehr seine Farbe, nicht einmal du. Merk dir, dass er deiner ist: Jeder darf ihn ziehen.',
  partner: 'Die Partner-Karte gibt vier Einzelschritte, für deine Agenten, die von Grün oder untergetauchte. Geh drei Schritte ab Blau +3, einen mit dem Agenten von Grün auf Gelb +2, und spiel sie.',
  partnerHint: 'Mach die Schritte in dieser Reihenfolge: drei mit deinem Agenten ab Blau +3, dann einen mit dem von Grün ab Gelb +2, und spiel sie. „Letzten Schritt zurücknehmen“ nimmt einen Schritt zurück.',
  round2: 'Runde 1 ist vorbei: Blau gibt Runde 2. Gib Grün wieder eine Karte, diesmal deine Kopie.',
  round2Hint: 'Wähle die Kopie, dann den Knopf, der sie weitergibt.',
  swap: 'Der Agent von Gelb ist auf Grün +4 untergetaucht, und deiner ist der auf Rot +8. Spiel den Tausch mit diesen beiden: Deiner springt weit nach vorn.',
  swapHint: 'Wähle den Tausch, dann die untergetauchten Agenten auf Rot +8 und Grün +4.',
  meeting: 'Grün +9 ist ein Treffpunkt: Zieh deinen Agenten mit der 5 von Grün +4 dorthin. Der nächste Agent dahinter wird auf das Loch direkt dahinter gezogen.',
  meetingHint: 'Wähle die 5 und zieh den untergetauchten Agenten auf Grün +4.',
  pulled: 'Dein Agent ist auf dem Treffpunkt aufgetaucht, und das Treffen hat deinen Agenten von Blau +6 bis auf das Loch auf Grün +8 gezogen.',
  home: 'Geht ein Agent über dein Startfeld, darf er in deine Zielfelder abbiegen. Der Zug muss genau aufgehen, also füll das Ziel von hinten.',
  team: 'Grün und du gewinnt zusammen, sobald alle acht eurer Agenten im Ziel sind; sind deine vier im Ziel, ziehst du die von Grün.',
  ready: 'Mehr brauchst du für den Anfang nicht; alle Einzelheiten stehen auf der Regelseite.',
}

export default { agentDog: { table, log, rules, tutorial } }
