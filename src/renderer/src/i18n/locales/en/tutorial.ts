// Learning a game by playing it: the tutorial screen around each game's own script (whose words
// are the game's, in its own messages).
export default {
  learn: 'Learn to play',
  learnFirst: 'New to {game}? Learn it by playing a short guided game.',
  title: 'Learn to play {game}',
  step: 'Step {k} of {n}',
  next: 'Next',
  leave: 'Leave the tutorial',
  you: 'You',
  other: 'That move is allowed, but this step asks for another.',
  refused: 'The rules do not allow that move.',
  playComputer: 'Now play the easy computer',
  done: 'Back to the start',
  failed: 'The tutorial could not be loaded.',
}
