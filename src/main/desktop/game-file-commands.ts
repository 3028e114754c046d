// Game › Save Game Record and Open Game Record, behind the preload's exportGame/importGame: the
// dialogs are passed in (Electron's in the app, fakes in tests), so all of this runs under Node.
// Every failure reaches the page as `[code] detail` (see gameFileErrorOf in shared/preload-api).
import { basename } from 'node:path'
import { gameFileErrorMessage, type GameOpened, type ImportedGame } from '../../shared/preload-api'
import type { RoomRecord } from '../host/room-record'
import { writeFileAtomic } from '../storage/atomic-file'
import { GameFileError, readOpenedFile, serializeGameFile, suggestedFileName } from './game-files'
import { isGameFileName } from './open-files'

export interface FileDialogs {
  /** Asks where to save, offering `suggestedName`; null when the player cancels. */
  chooseSavePath(suggestedName: string): Promise<string | null>
  /** Asks for a file to open; null when the player cancels. */
  chooseOpenPath(): Promise<string | null>
}

export interface RecordKeeper {
  exportRecord(code: string): Promise<RoomRecord | null>
  importRecord(record: RoomRecord): Promise<ImportedGame>
}

function failure(err: unknown): Error {
  if (err instanceof GameFileError) return new Error(gameFileErrorMessage(err.code, err.detail))
  const code = (err as NodeJS.ErrnoException | null)?.code
  return new Error(gameFileErrorMessage('failed', typeof code === 'string' ? code : err instanceof Error ? err.message : String(err)))
}

export async function exportGame(keeper: RecordKeeper, room: string, dialogs: FileDialogs): Promise<{ saved: boolean; fileName?: string }> {
  try {
    const record = await keeper.exportRecord(room)
    if (!record) throw new GameFileError('no-room', `there is no room ${room} on this computer`)
    const file = await dialogs.chooseSavePath(suggestedFileName(record))
    if (file === null) return { saved: false }
    await writeFileAtomic(file, serializeGameFile(record))
    return { saved: true, fileName: basename(file) }
  } catch (err) {
    throw failure(err)
  }
}

export async function importGame(keeper: RecordKeeper, dialogs: FileDialogs): Promise<ImportedGame | null> {
  let file: string | null
  try {
    file = await dialogs.chooseOpenPath()
  } catch (err) {
    throw failure(err)
  }
  return file === null ? null : importGameFile(keeper, file)
}

/** Opens a game record file the player chose outside the app (double-click, command line). */
export async function importGameFile(keeper: RecordKeeper, file: string): Promise<ImportedGame> {
  try {
    return await keeper.importRecord(await readOpenedFile(file))
  } catch (err) {
    throw failure(err)
  }
}

/**
 * What the page is told about a file opened from outside: the game, or why it could not open. Only
 * .safehouse files are read: macOS sends 'open-file' for anything dropped on the Dock icon.
 */
export async function openedGameMessage(keeper: RecordKeeper, file: string): Promise<GameOpened> {
  if (!isGameFileName(file)) return { error: gameFileErrorMessage('not-game-file', basename(file)) }
  try {
    return { game: await importGameFile(keeper, file) }
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) }
  }
}
