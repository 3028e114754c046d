export default {
  heading: 'Réglages',
  savedNote: 'Les modifications sont enregistrées immédiatement.',
  name: 'Votre nom',
  nameHint: 'Les autres joueurs voient ce nom. 40 caractères au maximum.',
  language: 'Langue',
  sound: 'Effets sonores',
  soundText: 'Jouer des sons à la table.',
  theme: 'Thème',
  light: 'Clair',
  dark: 'Sombre',
  deduction: 'Aide à la déduction',
  deductionText: 'Afficher l’aide à la déduction à la table, dans les salons qui l’autorisent.',
}
