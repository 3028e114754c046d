// Learning a game by playing it: the tutorial screen around each game's own script (whose words
// are the game's, in its own messages).
export default {
  learn: 'Spielen lernen',
  learnFirst: 'Neu bei {game}? Lerne das Spiel in einer kurzen, geführten Partie kennen.',
  title: '{game} spielen lernen',
  step: 'Schritt {k} von {n}',
  next: 'Weiter',
  leave: 'Tutorial verlassen',
  you: 'Du',
  other: 'Dieser Zug ist erlaubt, aber dieser Schritt verlangt einen anderen.',
  refused: 'Die Regeln erlauben diesen Zug nicht.',
  playComputer: 'Jetzt gegen den leichten Computer spielen',
  done: 'Zurück zum Start',
  failed: 'Das Tutorial konnte nicht geladen werden.',
}
