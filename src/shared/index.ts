/** Version of the host/client message protocol. Bump on incompatible changes. */
export const PROTOCOL_VERSION = 1

export type { SafehouseApi } from './preload-api'
