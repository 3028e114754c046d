export default {
  heading: 'Settings',
  savedNote: 'Changes are saved at once.',
  name: 'Your name',
  nameHint: 'Other players see this name. Up to 40 characters.',
  language: 'Language',
  sound: 'Sound effects',
  soundText: 'Play sounds at the table.',
  theme: 'Theme',
  light: 'Light',
  dark: 'Dark',
  deduction: 'Deduction helper',
  deductionText: 'Show the deduction helper at the table, in rooms that allow it.',
}
