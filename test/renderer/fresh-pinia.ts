// Every table test starts from empty stores: a new Pinia, made the active one. One copy for the
// three games' helpers.
import { createPinia, setActivePinia, type Pinia } from 'pinia'

export function freshPinia(): Pinia {
  const pinia = createPinia()
  setActivePinia(pinia)
  return pinia
}
