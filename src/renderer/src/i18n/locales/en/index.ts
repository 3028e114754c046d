import common from './common'
import desktop from './desktop'
import games from './games'
import lobby from './lobby'
import replay from './replay'
import room from './room'
import settings from './settings'
import start from './start'
import table from './table'
import tutorial from './tutorial'

export default { common, games, start, lobby, table, room, settings, desktop, replay, tutorial }
