// Learning a game by playing it: the tutorial screen around each game's own script (whose words
// are the game's, in its own messages).
export default {
  learn: 'Leren spelen',
  learnFirst: 'Ken je {game} nog niet? Leer het al spelend in een korte, begeleide partij.',
  title: '{game} leren spelen',
  step: 'Stap {k} van {n}',
  next: 'Volgende',
  leave: 'Tutorial verlaten',
  you: 'Jij',
  other: 'Die zet mag, maar deze stap vraagt om een andere.',
  refused: 'De regels staan die zet niet toe.',
  playComputer: 'Nu tegen de makkelijke computer spelen',
  done: 'Terug naar het begin',
  failed: 'De tutorial kon niet worden geladen.',
}
