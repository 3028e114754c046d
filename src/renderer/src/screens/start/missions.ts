// The four ways to start from the Start screen, in the order the menu offers them.
export type Mission = 'computer' | 'hotseat' | 'host' | 'join'

export const MISSIONS: readonly Mission[] = ['computer', 'hotseat', 'host', 'join']
