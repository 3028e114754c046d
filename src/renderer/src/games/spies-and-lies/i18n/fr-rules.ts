// The Spies & Lies rules page in French, merged with the table's text by fr.ts.
// Les règles dans l’application (RulesScreen). Voir en-rules.ts : pas de `{`, `}`, `@`, `|` ni `$`
// dans les textes, sauf les paramètres comme `{wall}`.
export const rules = {
  title: 'Règles du jeu',
  subtitle: 'Spies & Lies : une histoire de Stratego, telle que Safehouse la joue',
  intro:
    'Cette page suit les règles imprimées. Là où elles laissent une question ouverte, ou là où une règle n’a de sens qu’autour d’une vraie table, l’application suit un arbitrage de notre part. Chacun est signalé par « Notre arbitrage » là où il s’applique, et tous sont rassemblés à la fin.',
  toc: 'Sommaire',
  ruling: 'Notre arbitrage',
  toRule: 'Le lire dans son contexte : {section}',
  sections: {
    object: {
      title: 'But du jeu',
      body: 'Spies & Lies se joue en 3 tours, chacun représentant un jour. Chaque jour se compose de 3 phases : déploiement, renseignements et mission. Vous y tentez d’infiltrer le camp ennemi et de déplacer l’agent double en territoire ennemi. Le premier joueur qui place l’agent double sur le drapeau ennemi gagne aussitôt ; sinon, c’est le joueur qui en est le plus proche à la fin du troisième jour qui gagne.',
    },
    components: {
      title: 'Contenu de la boîte',
      intro: 'La boîte contient ce qui suit. Dans l’application, tout est dessiné à l’écran, et c’est l’application qui fait tous les tirages au hasard.',
      board: 'Le plateau de jeu, avec la piste de l’agent double, une grille des points d’infiltration (de 0 à 10) pour chaque joueur et le marqueur de jour (jours 1 à 3)',
      soldiers: '10 cartes de soldat rouges et 10 bleues, une de chaque rang de 1 à 10',
      missions: '2 séries de 4 cartes de mission (missions 1 à 4)',
      intel: '6 cartes de renseignements portant chacune quatre rangs, et 2 séries de 4 jetons de renseignements',
      towers: '3 tours Stratego : la tour d’infiltration rouge, la bleue et la tour noire de l’agent double',
      deception: '4 jetons de tromperie',
      other: 'Une carte de départ et des aide-mémoire (dans l’application : le tableau des soldats sur cette page)',
    },
    setup: {
      title: 'Mise en place',
      deck: 'La pile des cartes de renseignements est mélangée. La carte du haut est retournée face visible : c’est la première « ancienne carte de renseignements », visible par les deux joueurs.',
      exhausted: 'Pour chaque joueur, un de ses dix soldats est tiré au hasard : il est « épuisé » pour le jour 1. Les deux joueurs le voient et il ne peut pas être déployé. Les neuf autres soldats forment la main de ce joueur.',
      board: 'Les deux tours d’infiltration commencent sur 0, l’agent double se trouve sur la case du milieu et le marqueur de jour sur le jour 1. Chaque joueur a 1 jeton de tromperie ; les 2 autres forment la réserve.',
      start: 'Le joueur qui commence le jour 1 est tiré au hasard. Aux jours 2 et 3, c’est à l’autre joueur de commencer.',
    },
    day: {
      title: 'Un jour',
      intro: 'Chaque jour se joue en trois phases : d’abord le déploiement, puis les renseignements, puis la mission. Après la mission, le jour se termine (voir Fin d’un tour).',
    },
    deploy: {
      title: 'Déploiement',
      body: 'Les deux joueurs déploient en même temps et en secret : vous placez, face cachée, quatre soldats différents de votre main sous vos missions 1 à 4.',
      order: 'Le rang doit augmenter de la mission 1 à la mission 4 (de gauche à droite).',
      sergeant: 'La seule exception est le sergent (4) : il peut être placé n’importe où, pour surprendre l’adversaire et rendre la déduction plus difficile. Par exemple : 2, 7, 4, 10 est un ordre valide.',
      app: 'L’application n’accepte qu’un déploiement valide et indique ce qui ne va pas dans tout autre.',
      exampleTitle: 'Exemples de déploiement',
      mission: 'Mission {number}',
      outOfOrder: 'Mal placé',
      valid: 'Correct :',
      invalid: 'Incorrect :',
      rising: 'Toutes les cartes sont placées dans le bon ordre.',
      minerOut: 'Le démineur (3) n’est pas à sa place.',
      sergeantAnywhere: 'Le sergent (4) peut être placé n’importe où.',
    },
    intel: {
      title: 'Renseignements',
      body: 'La carte de renseignements suivante est retournée. Elle indique quatre rangs. Sur chacune de vos missions dont le soldat a un rang figurant sur cette carte, un jeton de renseignements est posé ; l’application le fait pour vous.',
      sergeant: 'Le sergent est le seul soldat qui peut fournir de faux renseignements. Si vous l’avez déployé, vous choisissez si sa mission reçoit un jeton de renseignements : vous pouvez ne pas en poser alors que son rang figure sur la carte, ou en poser un alors qu’il n’y figure pas.',
      clues: 'Servez-vous des indices : les rangs de la carte de renseignements actuelle, le nombre et la position des jetons de renseignements, les soldats épuisés et les anciennes cartes de renseignements.',
    },
    mission: {
      title: 'Mission',
      order: 'Il y a huit propositions. Le joueur qui commence essaie de deviner quel soldat se trouve sur la mission 1 de son adversaire ; puis l’autre joueur devine la mission 1 du premier ; puis la mission 2 de la même façon, et ainsi de suite jusqu’à la mission 4.',
      guess: 'Pour deviner, vous annoncez un rang de 1 à 10 et la carte est retournée. La suite est expliquée dans « Résoudre une carte retournée ».',
      deception: 'Jetons de tromperie : avant chaque proposition, le défenseur peut poser un jeton de tromperie sur la mission qui va être devinée. Tout le monde le voit. Si l’adversaire se trompe, le défenseur gagne 4 points d’infiltration supplémentaires (après ceux de son soldat). S’il devine juste, le jeton est inefficace. Dans les deux cas, le jeton sort ensuite du jeu.',
      tokens: 'Chaque joueur commence avec 1 jeton de tromperie et ne peut jamais en avoir plus de 2. Un espion mobilisé en rapporte un autre, tant que la réserve en contient.',
    },
    reveal: {
      title: 'Résoudre une carte retournée',
      intro: 'Quand un soldat est retourné, l’application le résout dans cet ordre :',
      forced: 'Neutralisation forcée. La carte est neutralisée (tournée horizontalement), quelle que soit la proposition, si',
      forcedBomb: 'la bombe de celui qui devine est active et qu’il s’agit de la première carte ennemie qu’il démasque depuis,',
      forcedSpy: 'c’est un maréchal et l’espion de celui qui devine est actif, ou',
      forcedMiner: 'c’est une bombe et le démineur de celui qui devine est actif.',
      correct: 'Bonne proposition. Celui qui devine gagne 2 points d’infiltration (4 si son éclaireur est actif) et la carte est neutralisée : elle est tournée horizontalement et sa compétence ne peut plus servir ce jour-là.',
      wrong: 'Mauvaise proposition, sans neutralisation forcée. La carte est mobilisée : sa compétence s’applique aussitôt (son propriétaire choisit pour le maréchal et le capitaine), puis les 4 points d’infiltration du jeton de tromperie s’ajoutent si un jeton a été joué.',
      active: 'Les compétences qui durent (espion, éclaireur, démineur et bombe) restent actives jusqu’à la fin du jour et ne concernent que les cartes retournées après la mobilisation.',
    },
    track: {
      title: 'L’infiltration et l’agent double',
      points: 'Les points d’infiltration font avancer votre tour d’infiltration sur votre grille. Dès qu’elle atteint 10, vous avez infiltré l’ennemi : l’agent double avance vers le drapeau ennemi d’autant de cases que le numéro du jour (1 case le jour 1, 2 le jour 2, 3 le jour 3). Votre tour revient ensuite sur 0 et les points au-delà de 10 sont perdus.',
      colonel: 'La seule exception est le colonel : ses points au-delà de 10 sont comptés à nouveau après le retour à 0.',
      events: 'Quand une même carte retournée rapporte deux fois des points, ils sont comptés l’un après l’autre, chacun avec son propre retour à 0 : d’abord la mobilisation du soldat, puis le bonus du jeton de tromperie. Il n’y a pas de limite au nombre d’infiltrations par jour. Le lieutenant et le général déplacent directement l’agent double.',
      shape: 'La piste a une case centrale et, de chaque côté, quelques cases libres, puis la porte au sommet de la forteresse de ce joueur, puis le drapeau.',
      wall: 'Un déplacement vers une forteresse s’arrête sur sa porte s’il l’atteint ; les cases restantes sont perdues. Si l’agent double se trouve déjà sur la porte quand un déplacement vers cette forteresse commence, ce déplacement s’empare du drapeau et la partie est gagnée aussitôt. Un déplacement qui s’éloigne d’une forteresse repasse simplement par le milieu vers l’autre moitié.',
      diagram: 'La piste de l’agent double : la case centrale, puis de chaque côté {open} cases libres, la porte à {wall} cases du milieu et le drapeau à {flag} cases du milieu. Le rouge fait avancer l’agent double vers le drapeau bleu, le bleu vers le drapeau rouge.',
      caption: 'La piste telle que l’application la joue par défaut.',
      redAdvances: 'Le rouge avance',
      blueAdvances: 'Le bleu avance',
      wallLabel: 'Porte',
      flagLabel: 'Drapeau',
      middle: 'Départ',
    },
    roundEnd: {
      title: 'Fin d’un tour',
      body: 'Le jour se termine quand les huit soldats ont été retournés.',
      exhaust: 'Les quatre soldats déployés de chaque joueur sont mélangés face cachée et l’adversaire en tire un au hasard : ce soldat est épuisé pour le jour suivant.',
      doubleDamage: 'Double dommage : si votre bombe a été mobilisée et que vous avez ensuite deviné correctement la carte ennemie suivante, vous tirez deux cartes de votre adversaire au lieu d’une.',
      return: 'Les soldats épuisés la veille retournent dans la main de leur propriétaire.',
      intel: 'La carte de renseignements rejoint les anciennes cartes de renseignements, qui restent toutes visibles. Les jetons de renseignements sont retirés.',
      next: 'Le marqueur de jour avance. Les tours d’infiltration, l’agent double et les jetons de tromperie en votre possession restent en place. Le joueur qui n’a pas commencé le jour précédent commence le suivant.',
    },
    end: {
      title: 'Qui remporte la victoire ?',
      flag: 'Si vous amenez l’agent double sur le drapeau ennemi, vous gagnez aussitôt, quel que soit le jour. Il n’est pas nécessaire de faire le nombre exact de cases.',
      dayThree: 'Sinon, la partie se termine après le jour 3. Si l’agent double se trouve dans la moitié ennemie de la piste, quelle que soit la distance, le joueur qui l’y a mené gagne. S’il est sur la case du milieu, le joueur qui a le plus de points d’infiltration sur sa grille gagne. En cas de nouvelle égalité, la partie se termine sur un match nul.',
    },
    intelCards: {
      title: 'Les cartes de renseignements',
      body: 'La pile compte six cartes de renseignements. Chacune indique quatre rangs ; les rangs 4 et 7 figurent sur deux sortes de cartes.',
      card: 'Carte de renseignements avec les rangs {ranks}',
      copies: '{count} exemplaires',
      old: 'Comme toutes les anciennes cartes de renseignements restent visibles, vous pouvez en déduire celles qui restent dans la pile.',
    },
    team: {
      title: 'Deux contre deux (jeu en équipe)',
      intro: 'Les règles imprimées permettent à chaque camp d’avoir deux joueurs. Safehouse y joue ainsi. Choisissez « Deux contre deux » en préparant une partie : contre l’ordinateur, à tour de rôle sur un seul ordinateur (l’écran de confidentialité s’interpose entre deux joueurs quels qu’ils soient) ou en réseau.',
      seatsTitle: 'Places.',
      seats: 'Rouge a deux joueurs, rouge 1 et rouge 2, et bleu de même. Rouge 1 joue les missions 1 et 2 de rouge ; rouge 2 joue les missions 3 et 4 de rouge. Le camp garde une seule main, une seule piste d’infiltration, une seule réserve de jetons de tromperie et un seul ensemble de soldats épuisés, partagés par ses deux joueurs ; tous deux voient la main et les soldats épuisés du camp.',
      deployTitle: 'Déploiement.',
      deploy: 'Rouge 1 déploie d’abord les missions 1 et 2. Rouge 2 voit ensuite ces deux soldats et déploie les missions 3 et 4 avec le reste de la main, de sorte que tout le déploiement respecte l’ordre des rangs (le sergent peut toujours se placer n’importe où). Ensuite, aucun des deux ne voit plus les soldats de l’autre avant qu’ils ne soient retournés. Bleu déploie de la même façon au même moment.',
      intelTitle: 'Renseignements.',
      intel: 'Le jeton d’un sergent déployé est choisi par le joueur sur la mission duquel il se trouve.',
      missionsTitle: 'Missions.',
      missions: 'Les suppositions se suivent dans l’ordre habituel ; chacune est faite par le joueur en face de la mission : rouge 1 devine les missions 1 et 2 de bleu, rouge 2 les missions 3 et 4 de bleu (et de même pour bleu). Le joueur de la mission sur le point d’être devinée décide d’un jeton de tromperie (pris dans la réserve du camp) et fait le choix du maréchal ou du capitaine si ce soldat est activé.',
      winningTitle: 'Victoire.',
      winning: 'Les deux joueurs d’un camp gagnent ou perdent ensemble ; une égalité vaut pour les quatre.',
      talkTitle: 'Discussion.',
      talk: 'Les règles imprimées permettent aux coéquipiers de parler ouvertement de stratégie, mais pas de chuchoter, ni de regarder ensemble les cartes pendant le déploiement.',
      computerTitle: 'Les joueurs ordinateur',
      computer: 'peuvent occuper n’importe laquelle des quatre places. Un joueur ordinateur décide uniquement d’après ce que montre l’écran de sa place.',
      app: 'À la table, chaque mission indique le joueur qui la joue, les missions de votre partenaire restent face cachée une fois qu’il les a déployées, et la ligne d’état dit à qui c’est le tour dans chaque équipe.',
    },
    soldiers: {
      title: 'Aide-mémoire des soldats',
      intro: 'Un soldat est mobilisé quand l’adversaire ne l’identifie pas correctement. Il fait alors ce qui suit :',
      rank: 'Rang {rank}',
    },
    rulings: {
      title: 'Nos arbitrages',
      intro: 'Tous les points où l’application tranche ce que les règles imprimées laissent ouvert, ou adapte une règle qui n’a de sens qu’autour d’une vraie table :',
    },
  },
  rulings: {
    noMistakes:
      'Les pénalités imprimées pour un déploiement dans le mauvais ordre et pour de faux renseignements fournis par un autre soldat que le sergent (règles spéciales 1 et 2), ainsi que la vérification des cartes restantes du vainqueur après la prise du drapeau, protègent contre les erreurs autour d’une vraie table. L’application rend plutôt ces erreurs impossibles : elle refuse un mauvais déploiement et pose elle-même les jetons de renseignements.',
    intelConfirm:
      'Les deux joueurs confirment la phase de renseignements chaque jour, qu’ils aient déployé un sergent ou non, et tous les jetons de renseignements sont montrés ensemble une fois que les deux ont confirmé. Ainsi, personne ne devine qui a un sergent en voyant qui hésite encore.',
    deceptionFirst:
      'La décision du défenseur de jouer ou non un jeton de tromperie vient en premier : celui qui devine l’attend avant de faire sa proposition.',
    forcedRetreat:
      'Une neutralisation forcée après une mauvaise proposition ne rapporte rien à aucun des deux joueurs, et un jeton de tromperie posé sur cette carte est dépensé pour rien.',
    captainCopy:
      'Un capitaine qui copie un soldat compte comme mobilisé même si la copie est aussitôt neutralisée (un maréchal face à un espion actif, une bombe face à un démineur actif) ; un jeton de tromperie posé sur le capitaine rapporte donc toujours ses 4 points. Un colonel copié conserve le report des points du colonel. Le sabotage du maréchal compte d’abord ses 5 points (ce qui peut faire gagner la partie), puis retire les 5 points.',
    track:
      'Les règles imprimées n’indiquent pas le nombre de cases de la piste. L’application place la porte à {wall} cases du milieu et le drapeau à {flag} cases : {open} cases libres de chaque côté, puis la porte, puis le drapeau. Une partie peut aussi se jouer sur une « piste courte », avec la porte à {short} cases.',
    lineups:
      'Les déploiements retournés du jour écoulé restent visibles jusqu’à ce que chaque joueur déploie à nouveau.',
    intelDeck:
      'Les règles montrent des cartes de renseignements avec les rangs 1–2–3–4, 4–5–6–7 et 7–8–9–10. La pile se compose de deux exemplaires de chacune de ces trois cartes.',
    teamPair:
      'Jeu en équipe : rouge 1 ne peut pas déployer une paire qui ne laisse à rouge 2 aucune façon valable de remplir les missions 3 et 4 (par exemple 8 et 9 quand seul le sergent peut encore se placer après eux). L’application refuse une telle paire, comme elle refuse tout déploiement dans le mauvais ordre.',
    teamHand:
      'Jeu en équipe : comme la main est partagée et montrée aux deux joueurs, une fois que rouge 2 a déployé, rouge 1 voit quels deux soldats ont quitté la main. Les règles disent que le premier joueur « ne saura pas ce qu’il y a dans les missions 3 et 4 » ; à l’écran, il sait quels deux soldats sont partis, et dans quel ordre chaque fois que l’ordre des rangs n’en permet qu’un.',
    teamLineups:
      'Jeu en équipe : un jour terminé reste visible joueur par joueur : le jour suivant, les missions 3 et 4 gardent les soldats de la veille jusqu’à ce que rouge 2 déploie à nouveau.',
    teamIntel:
      'Jeu en équipe : les quatre joueurs confirment la phase de renseignements chaque jour, et tous les jetons de renseignements sont montrés ensemble une fois que le dernier a confirmé. D’ici là, chaque joueur ne voit que les jetons de ses deux missions, pas même ceux de son partenaire. Ainsi, personne, pas même le partenaire, ne devine qui a un sergent en voyant qui hésite encore.',
    teamTalk:
      'Jeu en équipe : Safehouse n’a pas de messagerie et ne vous entend pas : la façon dont les coéquipiers se parlent dépend de votre table. L’application veille seulement à ce que l’écran de chaque joueur montre exactement ce que ce joueur peut savoir.',
    captainSpyMiner:
      'Quand le capitaine utilise un soldat épuisé alors que l’espion de l’adversaire est actif, un maréchal copié est aussitôt neutralisé et ne fait rien ; si le démineur de l’adversaire est actif, il en va de même pour une bombe copiée (« cela aura des conséquences sur la nouvelle carte choisie »).',
  },
}
