export default {
  heading: 'Instellingen',
  savedNote: 'Wijzigingen worden meteen bewaard.',
  name: 'Je naam',
  nameHint: 'Andere spelers zien deze naam. Hoogstens 40 tekens.',
  language: 'Taal',
  sound: 'Geluidseffecten',
  soundText: 'Geluiden afspelen aan tafel.',
  theme: 'Thema',
  light: 'Licht',
  dark: 'Donker',
  deduction: 'Deductiehulp',
  deductionText: 'Toon de deductiehulp aan tafel, in kamers die het toestaan.',
}
