// The data shapes live in src/shared so the renderer and the wire schemas use the same ones.
export type * from '../../shared/spies-and-lies/types'
