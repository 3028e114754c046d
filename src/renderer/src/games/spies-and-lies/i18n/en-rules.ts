// The Spies & Lies rules page in English, merged with the table's text by en.ts.
// The in-app rules (RulesScreen). Plain text only: `{`, `}`, `@`, `|` and `$` are special in
// vue-i18n messages, so they are avoided; `{wall}` and the like are placeholders filled in by the
// screen from its data (rules/rules-data.ts).
export const rules = {
  title: 'Rules',
  subtitle: 'Spies & Lies: A Stratego Story, as Safehouse plays it',
  intro:
    'This page follows the printed rulebook. Where the print leaves a question open, or where a rule only makes sense at a real table, the app follows a ruling of ours. Each one is marked “Our ruling” where it applies, and all of them are collected at the end.',
  toc: 'Contents',
  ruling: 'Our ruling',
  toRule: 'Read it in context: {section}',
  sections: {
    object: {
      title: 'Object of the game',
      body: 'Spies & Lies is played over 3 rounds, each of them a day. Every day has three phases: Deploy, Intel and Mission. In them you try to infiltrate the enemy and move the Double Agent into enemy territory. The first player to bring the Double Agent onto the enemy’s flag wins at once; otherwise the player who got closest to it by the end of the third day wins.',
    },
    components: {
      title: 'Components',
      intro: 'The box holds the following. In the app everything is drawn on screen, and the app also makes every random draw.',
      board: 'The game board, with the Double Agent track, an Infiltration points track (0 to 10) for each player and the Day marker (days 1 to 3)',
      soldiers: '10 red and 10 blue Soldier cards, one of each rank from 1 to 10',
      missions: '2 sets of 4 Mission cards (missions 1 to 4)',
      intel: '6 Intel cards, each showing four ranks, and 2 sets of 4 Intel tokens',
      towers: '3 Stratego towers: the red and the blue Infiltration marker and the black Double Agent',
      deception: '4 Deception tokens',
      other: 'A Starting Player card and Reference cards (in the app: the soldier reference card on this page)',
    },
    setup: {
      title: 'Setup',
      deck: 'The Intel deck is shuffled. Its top card is turned face up as the first “old intel”, which both players can see.',
      exhausted: 'For each player, one of their ten soldiers is drawn at random and is exhausted for day 1: it is shown to both players and cannot be deployed. The other nine soldiers are that player’s hand.',
      board: 'Both Infiltration markers start on 0, the Double Agent stands on the middle space and the Day marker on day 1. Each player holds 1 Deception token; the other 2 are the spare supply.',
      start: 'The starting player for day 1 is chosen at random. On days 2 and 3 the other player starts.',
    },
    day: {
      title: 'A day',
      intro: 'Each day is played in three phases: first Deploy, then Intel, then Mission. After the Mission phase the day ends (see Round end).',
    },
    deploy: {
      title: 'Deploy',
      body: 'Both players deploy at the same time, in secret: you place four different soldiers from your hand face down on your missions 1 to 4.',
      order: 'The ranks must increase from mission 1 to mission 4 (left to right).',
      sergeant: 'The one exception is the Sergeant (4): he may stand in any position, to surprise the enemy and make deduction harder. For example, 2, 7, 4, 10 is a valid line-up.',
      app: 'The app only accepts a valid line-up and says what is wrong with any other.',
      exampleTitle: 'Examples of a line-up',
      mission: 'Mission {number}',
      outOfOrder: 'Out of order',
      valid: 'Correct:',
      invalid: 'Not allowed:',
      rising: 'All cards are placed in rank order.',
      minerOut: 'The Miner (3) is out of sequence.',
      sergeantAnywhere: 'The Sergeant (4) may sit in any position.',
    },
    intel: {
      title: 'Intel',
      body: 'The next Intel card is turned face up. It shows four ranks. On each of your missions whose soldier’s rank is on that card, an Intel token is placed; the app does this for you.',
      sergeant: 'The Sergeant is the only soldier who may give false intel. If you deployed him, you choose whether his mission gets an Intel token: you may leave it off although his rank is on the card, or place one although it is not.',
      clues: 'Use the clues: the ranks on the current Intel card, how many Intel tokens lie where, the exhausted soldiers and the old intel.',
    },
    mission: {
      title: 'Mission',
      order: 'There are eight guesses. The starting player tries to identify the soldier on the enemy’s mission 1; then the other player guesses the starting player’s mission 1; then mission 2 in the same way, and so on up to mission 4.',
      guess: 'To guess, you name a rank from 1 to 10 and the card is turned up. What happens next is explained in “Resolving a reveal”.',
      deception: 'Deception tokens: before each guess, the defender may put a Deception token on the mission that is about to be guessed. Everyone sees it. If the guess is wrong, the defender scores 4 extra infiltration points (after the soldier’s own). If the guess is correct, the token has no effect. Either way the token then leaves the game.',
      tokens: 'Each player starts with 1 Deception token and may never hold more than 2. An activated Spy gives you another one, as long as the supply has one left.',
    },
    reveal: {
      title: 'Resolving a reveal',
      intro: 'When a soldier is turned up, the app resolves it in this order:',
      forced: 'Forced retreat. The card retreats whatever the guess if',
      forcedBomb: 'the guesser’s Bomb is active and this is the first enemy card the guesser reveals since then,',
      forcedSpy: 'it is a Marshal and the guesser’s Spy is active, or',
      forcedMiner: 'it is a Bomb and the guesser’s Miner is active.',
      correct: 'Correct guess. The guesser scores 2 infiltration points (4 if the guesser’s Scout is active) and the card retreats: it is tilted, and its ability can no longer be used this day.',
      wrong: 'Wrong guess, no forced retreat. The card is activated: its ability takes effect at once (the owner chooses for the Marshal and the Captain), then the Deception bonus of 4 infiltration points is scored if a token was played.',
      active: 'The abilities that last (Spy, Scout, Miner and Bomb) stay active until the end of the day and only affect reveals that come after the activation.',
    },
    track: {
      title: 'Infiltration and the Double Agent',
      points: 'Infiltration points (IP) move your Infiltration marker along your track. As soon as it reaches 10, you have infiltrated the enemy: the Double Agent moves toward the enemy’s flag by the number of the day (1 space on day 1, 2 on day 2, 3 on day 3). Your marker then returns to 0, and the points that went past 10 are lost.',
      colonel: 'The only exception is the Colonel: his points past 10 are added again after the return to 0.',
      events: 'When one reveal scores twice, the scores are added one after the other, each with its own return to 0: first the soldier’s activation, then the Deception bonus. There is no limit to the number of infiltrations in a day. The Lieutenant and the General move the Double Agent directly.',
      shape: 'The track has a middle space and, on each side, a few open spaces, then the wall on top of that player’s fort, then the flag.',
      wall: 'A move toward a fort stops on its wall when it reaches it; any spaces left over are lost. If the Double Agent already stands on the wall when a move toward that fort starts, the move captures the flag and wins the game at once. A move away from a fort simply walks back through the middle into the other half.',
      diagram: 'The Double Agent track: the middle space, then on each side {open} open spaces, the wall {wall} spaces from the middle and the flag {flag} spaces from the middle. Red advances the Double Agent toward blue’s flag, blue toward red’s flag.',
      caption: 'The track as the app plays it by default.',
      redAdvances: 'Red advances',
      blueAdvances: 'Blue advances',
      wallLabel: 'Wall',
      flagLabel: 'Flag',
      middle: 'Start',
    },
    roundEnd: {
      title: 'Round end',
      body: 'The day ends when all eight soldiers have been revealed.',
      exhaust: 'Each player’s four deployed soldiers are shuffled face down, and the opponent draws one of them at random: that soldier is exhausted for the next day.',
      doubleDamage: 'Double damage: if your Bomb was activated and you then correctly identified the next enemy card, you draw two of your opponent’s cards instead of one.',
      return: 'The soldiers exhausted on the day before return to their owner’s hand.',
      intel: 'The Intel card joins the old intel, where all old Intel cards stay visible. The Intel tokens are cleared.',
      next: 'The Day marker moves on. The Infiltration markers, the Double Agent and the Deception tokens you hold stay as they are. The player who did not start the last day starts the next one.',
    },
    end: {
      title: 'End of the game',
      flag: 'If you bring the Double Agent onto the enemy’s flag, you win at once, on any day. You do not need an exact count.',
      dayThree: 'Otherwise the game ends after day 3. If the Double Agent stands in the enemy’s half of the track, however far in, the player who pushed it there wins. If it stands on the middle space, the player with more infiltration points on their track wins. If those are equal too, the game is a draw.',
    },
    intelCards: {
      title: 'The Intel cards',
      body: 'The Intel deck has six cards. Each shows four ranks; the ranks 4 and 7 appear on two kinds of card.',
      card: 'Intel card with the ranks {ranks}',
      copies: '{count} copies',
      old: 'Because all old intel stays visible, you can work out which cards are still in the deck.',
    },
    team: {
      title: 'Two against two (team play)',
      intro: 'The printed rules let each side be two players. Safehouse plays it like this. Choose “Two against two” when you set up a game: against the computer, hot-seat on one computer (the privacy cover goes up between any two players) or over the network.',
      seatsTitle: 'Seats.',
      seats: 'Red has two players, red 1 and red 2, and blue likewise. Red 1 plays red’s missions 1 and 2; red 2 plays red’s missions 3 and 4. The side still has one hand, one Infiltration track, one stock of Deception tokens and one set of exhausted soldiers, shared by its two players; both see the side’s hand and exhausted soldiers.',
      deployTitle: 'Deploy.',
      deploy: 'Red 1 deploys missions 1 and 2 first. Red 2 then sees those two soldiers and deploys missions 3 and 4 from the rest of the hand, so that the whole line-up keeps the rank order (the Sergeant still may stand anywhere). After that neither player sees the other’s soldiers again until they are turned up. Blue deploys the same way at the same time.',
      intelTitle: 'Intel.',
      intel: 'The token of a deployed Sergeant is chosen by the player whose mission he stands on.',
      missionsTitle: 'Missions.',
      missions: 'The guesses go in the usual order; each is made by the player facing the mission: red 1 guesses blue’s missions 1 and 2, red 2 guesses blue’s missions 3 and 4 (and the same for blue). The player who plays the mission about to be guessed decides on a Deception token (from the side’s stock), and makes the Marshal’s or the Captain’s choice if that soldier is activated.',
      winningTitle: 'Winning.',
      winning: 'Both players of a side win or lose together; a draw is a draw for all four.',
      talkTitle: 'Talking.',
      talk: 'The print lets teammates talk strategy openly, but not whisper, and not look at the cards together while deploying.',
      computerTitle: 'Computer players',
      computer: 'can take any of the four seats. A computer player decides only from what its seat’s screen shows.',
      app: 'At the table, each mission names the player who plays it, your partner’s missions stay face down once your partner has deployed them, and the status line says whose turn it is within each team.',
    },
    soldiers: {
      title: 'Soldier reference card',
      intro: 'A soldier is activated when the opponent guesses it wrong. It then does the following:',
      rank: 'Rank {rank}',
    },
    rulings: {
      title: 'Our rulings',
      intro: 'Every place where the app decides something the printed rules leave open, or changes a rule that only makes sense at a real table:',
    },
  },
  rulings: {
    noMistakes:
      'The printed penalties for a line-up in the wrong order and for false intel by anyone but the Sergeant (special rules 1 and 2), and the check of the winner’s remaining cards after the flag is captured, guard against mistakes at a real table. The app makes those mistakes impossible instead: it refuses a wrong line-up and places the Intel tokens itself.',
    intelConfirm:
      'Both players confirm the Intel phase every day, whether or not they have a Sergeant deployed, and all Intel tokens are shown together once both have confirmed. That way nobody learns who holds a Sergeant from who is still deciding.',
    deceptionFirst:
      'The defender’s decision whether to play a Deception token comes first: the guesser waits for it before guessing.',
    forcedRetreat:
      'A forced retreat after a wrong guess scores nothing for either player, and a Deception token on that card is spent for nothing.',
    captainCopy:
      'A Captain who copies a soldier counts as activated even when the copy retreats at once (a Marshal against an active Spy, a Bomb against an active Miner), so a Deception token on the Captain still scores its 4 points. A copied Colonel keeps the Colonel’s carry-over. The Marshal’s sabotage scores its 5 points first (which may win the game) and then takes the 5 points away.',
    track:
      'The printed rules do not give the number of spaces on the track. The app puts the wall {wall} spaces from the middle and the flag {flag} spaces from it: {open} open spaces on each side, then the wall, then the flag. A game can also be set up with a “short track”, with the wall at {short} spaces.',
    lineups:
      'The line-ups revealed on the finished day stay on show until each player deploys again.',
    intelDeck:
      'The print shows Intel cards with the ranks 1–2–3–4, 4–5–6–7 and 7–8–9–10. The deck is two copies of each of these three cards.',
    teamPair:
      'Team play: red 1 may not deploy a pair that leaves red 2 no valid way to fill missions 3 and 4 (for example 8 and 9 when only the Sergeant is left above them). The app refuses such a pair, as it refuses any line-up out of order.',
    teamHand:
      'Team play: because the hand is shared and shown to both players, once red 2 has deployed, red 1 can see which two soldiers left the hand. The print says the first player “will not know what is in missions 3 and 4”; on screen they know which two soldiers went, and in which order whenever the rank order allows only one.',
    teamLineups:
      'Team play: a finished day stays on show player by player: on the next day, missions 3 and 4 keep the day before’s soldiers until red 2 deploys again.',
    teamIntel:
      'Team play: all four players confirm the Intel phase every day, and all Intel tokens are shown together once the last has confirmed. Until then each player sees the tokens of their own two missions only, not even their partner’s. So nobody, the partner included, learns who holds a Sergeant from who is still deciding.',
    teamTalk:
      'Team play: Safehouse has no chat and cannot hear you: how teammates talk is up to your table. It only makes sure each player’s screen shows exactly what that player may know.',
    captainSpyMiner:
      'When the Captain copies an exhausted soldier while the opponent’s Spy is active, a copied Marshal retreats at once and does nothing; while the opponent’s Miner is active, a copied Bomb does likewise (“the newly chosen card will also be affected”).',
  },
}
