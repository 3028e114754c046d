import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { createRunningI18n, loadLanguage } from './i18n/app'
import { loadSettings } from './stores/settings'
import './styles/base.css'
import { wireApp } from './wire-app'

wireApp()
const i18n = createRunningI18n()
// The player's language is loaded before the first screen shows (App.vue switches to it; if it
// could not load, the app starts in English and says so).
void loadLanguage(loadSettings().language)
  .catch(() => undefined)
  .finally(() => createApp(App).use(createPinia()).use(i18n).mount('#app'))
