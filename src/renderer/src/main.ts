import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { createAppI18n, setAppI18n } from './i18n'
import { loadSettings } from './stores/settings'
import './styles/base.css'

const i18n = createAppI18n(loadSettings().language)
setAppI18n(i18n)
createApp(App).use(createPinia()).use(i18n).mount('#app')
