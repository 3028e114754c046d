export default {
  heading: 'Einstellungen',
  savedNote: 'Änderungen werden sofort gespeichert.',
  name: 'Dein Name',
  nameHint: 'Andere Spieler sehen diesen Namen. Höchstens 40 Zeichen.',
  language: 'Sprache',
  sound: 'Soundeffekte',
  soundText: 'Am Tisch Klänge abspielen.',
  theme: 'Design',
  light: 'Hell',
  dark: 'Dunkel',
  deduction: 'Deduktionshilfe',
  deductionText: 'Die Deduktionshilfe am Tisch anzeigen, in Räumen, die sie erlauben.',
}
