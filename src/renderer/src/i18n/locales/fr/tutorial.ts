// Learning a game by playing it: the tutorial screen around each game's own script (whose words
// are the game's, in its own messages).
export default {
  learn: 'Apprendre à jouer',
  learnFirst: 'Vous ne connaissez pas encore {game} ? Apprenez à y jouer avec une courte partie guidée.',
  title: 'Apprendre à jouer à {game}',
  step: 'Étape {k} sur {n}',
  next: 'Suivant',
  leave: 'Quitter le tutoriel',
  you: 'Vous',
  other: 'Ce coup est permis, mais cette étape en demande un autre.',
  refused: 'Les règles n’autorisent pas ce coup.',
  playComputer: 'Jouer maintenant contre l’ordinateur facile',
  done: 'Retour à l’accueil',
  failed: 'Le tutoriel n’a pas pu être chargé.',
}
