export { PROTOCOL_VERSION } from './protocol'
export type { SafehouseApi } from './preload-api'
