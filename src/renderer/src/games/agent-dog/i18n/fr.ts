// Agent DOG's table, log, rules and tutorial in French (merged into the app's messages under agentDog).
import { rules } from './fr-rules'
import { log, table } from './fr-table'

// Apprendre en jouant (issue 27) : les mots du coach pour la première partie guidée.
const tutorial = {
  welcome: 'Vous jouez Rouge. Faites faire le tour du plateau à vos quatre agents jusqu’à votre arrivée ; Vert, en face, est votre partenaire contre Bleu et Jaune.',
  board: 'Chaque couleur commence avec un agent sur sa case de départ et trois dans sa zone de départ. Les agents avancent dans le sens des aiguilles d’une montre.',
  exchange: 'À chaque manche, chacun reçoit 5 cartes, et les partenaires échangent d’abord une carte, face cachée. Donnez votre 2 à Vert.',
  exchangeHint: 'Choisissez le 2, puis le bouton qui le donne.',
  received: 'Vert vous a donné un Départ 13. Cet échange est le seul signal permis entre partenaires.',
  move: 'Vous avez donné, vous jouez donc en premier, et vous devez jouer une carte à chaque tour. Jouez le 10 pour quitter votre case de départ.',
  moveHint: 'Choisissez le 10, puis avancez votre agent depuis votre case de départ.',
  capture: 'On peut sauter les agents. Jouez le 9 et arrêtez-vous sur l’agent de Bleu, sur Bleu +3 : il est capturé et retourne dans sa zone de départ.',
  captureHint: 'Choisissez le 9 et arrêtez-vous sur l’agent de Bleu, sur Bleu +3. Ne capturez jamais vos propres agents ni ceux de Vert : vous seriez hors de la manche.',
  enter: 'Votre case de départ est libre : jouez le Départ 13 pour faire entrer un agent. Sur sa propre case de départ, il bloque : personne ne peut le sauter ni le capturer.',
  enterHint: 'Choisissez le Départ 13, puis faites entrer un agent Rouge. Tant que votre propre agent est sur votre case de départ, vous ne pouvez pas en faire entrer un autre.',
  copy: 'Jaune vient de jouer un 8. Votre Copie le rejoue : menez l’agent de votre case de départ sur le trou de Rouge +8.',
  copyHint: 'Choisissez la Copie, puis avancez de 8 cases l’agent de votre case de départ.',
  undercover: 'Sur un trou, votre agent est passé en infiltration : personne ne voit plus sa couleur, pas même vous. Retenez qu’il est à vous : tout le monde peut le déplacer.',
  partner: 'La carte Partenaire donne quatre pas simples, pour vos agents, ceux de Vert ou les infiltrés. Faites trois pas depuis Bleu +3, un avec l’agent de Vert sur Jaune +2, puis jouez-les.',
  partnerHint: 'Faites les pas dans cet ordre : trois avec votre agent depuis Bleu +3, puis un avec celui de Vert depuis Jaune +2, et jouez-les. « Annuler le dernier pas » reprend un pas.',
  round2: 'La manche 1 est finie : Bleu donne la manche 2. Donnez de nouveau une carte à Vert, cette fois votre Copie.',
  round2Hint: 'Choisissez la Copie, puis le bouton qui la donne.',
  swap: 'L’agent de Jaune s’est infiltré sur Vert +4, et le vôtre est celui de Rouge +8. Jouez l’Échange sur ces deux-là : le vôtre fait un bond en avant.',
  swapHint: 'Choisissez l’Échange, puis les agents infiltrés sur Rouge +8 et Vert +4.',
  meeting: 'Vert +9 est un point de rencontre : menez-y avec le 5 votre agent de Vert +4. L’agent suivant derrière est attiré sur le trou juste derrière.',
  meetingHint: 'Choisissez le 5 et avancez l’agent infiltré sur Vert +4.',
  pulled: 'Votre agent s’est révélé sur le point de rencontre, et la rencontre a attiré votre agent de Bleu +6 jusqu’au trou de Vert +8.',
  home: 'En franchissant votre case de départ, un agent peut entrer dans votre couloir d’arrivée. Le coup doit tomber juste : remplissez le couloir par le fond.',
  team: 'Vert et vous gagnez ensemble dès que vos huit agents sont arrivés ; vos quatre arrivés, vous déplacez ceux de Vert.',
  ready: 'Vous en savez assez pour commencer ; la page des règles donne tous les détails.',
}

export default { agentDog: { table, log, rules, tutorial } }
