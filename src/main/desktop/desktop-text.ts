// The main process's own words (menus, file dialogs, message boxes) in the app's four languages.
// The page tells the app which language the player chose (setLanguage); until it does, the
// system's preferred languages decide.
import { APP_LANGUAGES, type AppLanguage, type MenuCommand } from '../../shared/ipc'

export interface DesktopText {
  menus: { game: string; edit: string; view: string; window: string; help: string }
  commands: Record<MenuCommand, string>
  about: string
  hide: string
  quit: string
  /** Game › Quit on Windows and on Linux, with its Alt mnemonic (&). */
  quitItem: { win32: string; linux: string }
  roles: {
    undo: string
    redo: string
    cut: string
    copy: string
    paste: string
    selectAll: string
    resetZoom: string
    zoomIn: string
    zoomOut: string
    togglefullscreen: string
    reload: string
    services: string
    hideOthers: string
    unhide: string
    minimize: string
    zoom: string
    close: string
    front: string
  }
  files: { saveTitle: string; openTitle: string; kind: string; allFiles: string }
  storeLocked: { message: string; detail: string }
  hostFailed: string
  startFailed: string
  /** The window's page crashed again soon after a reload, or hangs (renderer-recovery.ts). */
  recovery: { crashed: string; hung: string; detail: string; reload: string; quit: string; wait: string }
  /** Check for Updates… (macOS: in the app menu; elsewhere in Help). */
  checkForUpdates: string
  /** The boxes of the menu's update check (updates.ts, updateBox); `{version}` is the new version. */
  updates: {
    dev: string
    devDetail: string
    inactive: string
    inactiveDetail: string
    noFeed: string
    noFeedDetail: string
    current: string
    available: string
    downloading: string
    downloaded: string
    installOnQuit: string
    manualDetail: string
    failed: string
    ok: string
    download: string
    restart: string
    later: string
    openPage: string
  }
}

/** `{app}` in a text stands for the product name. */
export const DESKTOP_TEXT: Readonly<Record<AppLanguage, DesktopText>> = {
  en: {
    menus: { game: 'Game', edit: 'Edit', view: 'View', window: 'Window', help: 'Help' },
    commands: {
      'new-game': 'New Game',
      'host-game': 'Host a Game…',
      'join-game': 'Join a Game…',
      'leave-game': 'Leave Game',
      'export-game': 'Save Game Record…',
      'import-game': 'Open Game Record…',
      settings: 'Settings…',
      rules: 'Rules',
    },
    about: 'About {app}',
    hide: 'Hide {app}',
    quit: 'Quit {app}',
    quitItem: { win32: 'E&xit', linux: '&Quit' },
    roles: {
      undo: 'Undo',
      redo: 'Redo',
      cut: 'Cut',
      copy: 'Copy',
      paste: 'Paste',
      selectAll: 'Select All',
      resetZoom: 'Actual Size',
      zoomIn: 'Zoom In',
      zoomOut: 'Zoom Out',
      togglefullscreen: 'Toggle Full Screen',
      reload: 'Reload',
      services: 'Services',
      hideOthers: 'Hide Others',
      unhide: 'Show All',
      minimize: 'Minimize',
      zoom: 'Zoom',
      close: 'Close Window',
      front: 'Bring All to Front',
    },
    files: { saveTitle: 'Save game record', openTitle: 'Open game record', kind: 'Safehouse game record', allFiles: 'All files' },
    storeLocked: {
      message: 'Games on this computer will not be saved',
      detail: 'Games still work, but they are kept in memory only until {app} quits.',
    },
    hostFailed: 'The game host could not start, so games cannot be played on this computer.',
    startFailed: '{app} could not start.',
    recovery: {
      crashed: 'The game window stopped working.',
      hung: 'The game window is not responding.',
      detail: 'Your games are safe: they go on in {app}, and the window picks them up where they are when it reloads.',
      reload: 'Reload',
      quit: 'Quit',
      wait: 'Wait',
    },
    checkForUpdates: 'Check for Updates…',
    updates: {
      dev: 'This is a development build of {app}.',
      devDetail: 'Only an installed copy updates itself.',
      inactive: 'This copy of {app} cannot look for updates.',
      inactiveDetail: 'Get new versions where you got this one.',
      noFeed: 'Updates are not available for this build of {app}.',
      noFeedDetail: 'It was built without an update feed. Get new versions where you got this one.',
      current: '{app} {version} is the newest version.',
      available: '{app} {version} is out.',
      downloading: '{app} {version} is being downloaded.',
      downloaded: '{app} {version} is ready to install.',
      installOnQuit: 'It is installed when you quit {app}. Your games are kept.',
      manualDetail: 'This copy of {app} is not signed, so macOS does not let it update itself. Download the new version from the releases page and install it over this one.',
      failed: 'Could not look for updates.',
      ok: 'OK',
      download: 'Download',
      restart: 'Restart Now',
      later: 'Later',
      openPage: 'Open Download Page',
    },
  },
  nl: {
    menus: { game: 'Spel', edit: 'Bewerken', view: 'Beeld', window: 'Venster', help: 'Help' },
    commands: {
      'new-game': 'Nieuw spel',
      'host-game': 'Een spel hosten…',
      'join-game': 'Deelnemen aan een spel…',
      'leave-game': 'Spel verlaten',
      'export-game': 'Spelverslag opslaan…',
      'import-game': 'Spelverslag openen…',
      settings: 'Instellingen…',
      rules: 'Spelregels',
    },
    about: 'Over {app}',
    hide: 'Verberg {app}',
    quit: 'Stop {app}',
    quitItem: { win32: '&Afsluiten', linux: '&Stoppen' },
    roles: {
      undo: 'Ongedaan maken',
      redo: 'Opnieuw',
      cut: 'Knippen',
      copy: 'Kopiëren',
      paste: 'Plakken',
      selectAll: 'Alles selecteren',
      resetZoom: 'Ware grootte',
      zoomIn: 'Inzoomen',
      zoomOut: 'Uitzoomen',
      togglefullscreen: 'Volledig scherm aan/uit',
      reload: 'Opnieuw laden',
      services: 'Voorzieningen',
      hideOthers: 'Verberg andere',
      unhide: 'Toon alles',
      minimize: 'Minimaliseer',
      zoom: 'Zoom',
      close: 'Sluit venster',
      front: 'Alles op voorgrond',
    },
    files: { saveTitle: 'Spelverslag opslaan', openTitle: 'Spelverslag openen', kind: 'Spelverslag van Safehouse', allFiles: 'Alle bestanden' },
    storeLocked: {
      message: 'Spellen op deze computer worden niet opgeslagen',
      detail: 'Spellen werken nog, maar ze blijven alleen in het geheugen tot {app} stopt.',
    },
    hostFailed: 'De spelhost kon niet starten, dus er kan op deze computer niet gespeeld worden.',
    startFailed: '{app} kon niet starten.',
    recovery: {
      crashed: 'Het spelvenster werkt niet meer.',
      hung: 'Het spelvenster reageert niet.',
      detail: 'Je spellen zijn veilig: ze lopen door in {app}, en het venster gaat verder waar ze zijn als het opnieuw laadt.',
      reload: 'Opnieuw laden',
      quit: 'Stoppen',
      wait: 'Wachten',
    },
    checkForUpdates: 'Zoek naar updates…',
    updates: {
      dev: 'Dit is een ontwikkelversie van {app}.',
      devDetail: 'Alleen een geïnstalleerde {app} werkt zichzelf bij.',
      inactive: 'Deze {app} kan niet naar updates zoeken.',
      inactiveDetail: 'Haal nieuwe versies waar je deze vandaan hebt.',
      noFeed: 'Updates zijn niet beschikbaar voor deze build van {app}.',
      noFeedDetail: 'Hij is gebouwd zonder updatebron. Haal nieuwe versies waar je deze vandaan hebt.',
      current: '{app} {version} is de nieuwste versie.',
      available: '{app} {version} is uit.',
      downloading: '{app} {version} wordt gedownload.',
      downloaded: '{app} {version} staat klaar om te installeren.',
      installOnQuit: 'Het wordt geïnstalleerd als je {app} stopt. Je spellen blijven bewaard.',
      manualDetail: 'Deze {app} is niet ondertekend, dus macOS laat hem zichzelf niet bijwerken. Download de nieuwe versie van de releasepagina en installeer die over deze heen.',
      failed: 'Zoeken naar updates is niet gelukt.',
      ok: 'OK',
      download: 'Downloaden',
      restart: 'Nu herstarten',
      later: 'Later',
      openPage: 'Downloadpagina openen',
    },
  },
  fr: {
    menus: { game: 'Partie', edit: 'Édition', view: 'Présentation', window: 'Fenêtre', help: 'Aide' },
    commands: {
      'new-game': 'Nouvelle partie',
      'host-game': 'Héberger une partie…',
      'join-game': 'Rejoindre une partie…',
      'leave-game': 'Quitter la partie',
      'export-game': 'Enregistrer la partie…',
      'import-game': 'Ouvrir une partie enregistrée…',
      settings: 'Réglages…',
      rules: 'Règles',
    },
    about: 'À propos de {app}',
    hide: 'Masquer {app}',
    quit: 'Quitter {app}',
    quitItem: { win32: '&Quitter', linux: '&Quitter' },
    roles: {
      undo: 'Annuler',
      redo: 'Rétablir',
      cut: 'Couper',
      copy: 'Copier',
      paste: 'Coller',
      selectAll: 'Tout sélectionner',
      resetZoom: 'Taille réelle',
      zoomIn: 'Zoom avant',
      zoomOut: 'Zoom arrière',
      togglefullscreen: 'Plein écran',
      reload: 'Actualiser',
      services: 'Services',
      hideOthers: 'Masquer les autres',
      unhide: 'Tout afficher',
      minimize: 'Réduire',
      zoom: 'Zoom',
      close: 'Fermer la fenêtre',
      front: 'Tout ramener au premier plan',
    },
    files: { saveTitle: 'Enregistrer la partie', openTitle: 'Ouvrir une partie enregistrée', kind: 'Partie enregistrée Safehouse', allFiles: 'Tous les fichiers' },
    storeLocked: {
      message: 'Les parties sur cet ordinateur ne seront pas enregistrées',
      detail: 'Les parties fonctionnent, mais elles restent en mémoire seulement jusqu’à la fermeture de {app}.',
    },
    hostFailed: 'L’hôte de jeu n’a pas pu démarrer : impossible de jouer sur cet ordinateur.',
    startFailed: '{app} n’a pas pu démarrer.',
    recovery: {
      crashed: 'La fenêtre de jeu a cessé de fonctionner.',
      hung: 'La fenêtre de jeu ne répond pas.',
      detail: 'Vos parties ne sont pas perdues : elles continuent dans {app}, et la fenêtre les reprend où elles en sont quand elle se recharge.',
      reload: 'Actualiser',
      quit: 'Quitter',
      wait: 'Attendre',
    },
    checkForUpdates: 'Rechercher des mises à jour…',
    updates: {
      dev: 'Ceci est une version de développement de {app}.',
      devDetail: 'Seule une copie installée se met à jour toute seule.',
      inactive: 'Cette copie de {app} ne peut pas rechercher de mises à jour.',
      inactiveDetail: 'Prenez les nouvelles versions là où vous avez pris celle-ci.',
      noFeed: 'Les mises à jour ne sont pas disponibles pour cette version de {app}.',
      noFeedDetail: 'Elle a été construite sans source de mises à jour. Prenez les nouvelles versions là où vous avez pris celle-ci.',
      current: '{app} {version} est la dernière version.',
      available: '{app} {version} est disponible.',
      downloading: '{app} {version} est en cours de téléchargement.',
      downloaded: '{app} {version} est prêt à être installé.',
      installOnQuit: 'Il sera installé quand vous quitterez {app}. Vos parties sont conservées.',
      manualDetail: 'Cette copie de {app} n’est pas signée : macOS ne la laisse pas se mettre à jour. Téléchargez la nouvelle version depuis la page des versions et installez-la par-dessus celle-ci.',
      failed: 'La recherche de mises à jour a échoué.',
      ok: 'OK',
      download: 'Télécharger',
      restart: 'Redémarrer maintenant',
      later: 'Plus tard',
      openPage: 'Ouvrir la page de téléchargement',
    },
  },
  de: {
    menus: { game: 'Spiel', edit: 'Bearbeiten', view: 'Darstellung', window: 'Fenster', help: 'Hilfe' },
    commands: {
      'new-game': 'Neues Spiel',
      'host-game': 'Spiel eröffnen…',
      'join-game': 'Einem Spiel beitreten…',
      'leave-game': 'Spiel verlassen',
      'export-game': 'Spielaufzeichnung speichern…',
      'import-game': 'Spielaufzeichnung öffnen…',
      settings: 'Einstellungen…',
      rules: 'Spielregeln',
    },
    about: 'Über {app}',
    hide: '{app} ausblenden',
    quit: '{app} beenden',
    quitItem: { win32: '&Beenden', linux: '&Beenden' },
    roles: {
      undo: 'Widerrufen',
      redo: 'Wiederholen',
      cut: 'Ausschneiden',
      copy: 'Kopieren',
      paste: 'Einsetzen',
      selectAll: 'Alles auswählen',
      resetZoom: 'Originalgröße',
      zoomIn: 'Vergrößern',
      zoomOut: 'Verkleinern',
      togglefullscreen: 'Vollbild ein/aus',
      reload: 'Neu laden',
      services: 'Dienste',
      hideOthers: 'Andere ausblenden',
      unhide: 'Alle einblenden',
      minimize: 'Im Dock ablegen',
      zoom: 'Zoomen',
      close: 'Fenster schließen',
      front: 'Alle nach vorne bringen',
    },
    files: { saveTitle: 'Spielaufzeichnung speichern', openTitle: 'Spielaufzeichnung öffnen', kind: 'Safehouse-Spielaufzeichnung', allFiles: 'Alle Dateien' },
    storeLocked: {
      message: 'Spiele auf diesem Computer werden nicht gespeichert',
      detail: 'Spiele funktionieren, werden aber nur im Speicher gehalten, bis {app} beendet wird.',
    },
    hostFailed: 'Der Spiel-Host konnte nicht starten, daher kann auf diesem Computer nicht gespielt werden.',
    startFailed: '{app} konnte nicht starten.',
    recovery: {
      crashed: 'Das Spielfenster funktioniert nicht mehr.',
      hung: 'Das Spielfenster reagiert nicht.',
      detail: 'Deine Spiele sind sicher: Sie laufen in {app} weiter, und das Fenster macht dort weiter, wo sie stehen, wenn es neu lädt.',
      reload: 'Neu laden',
      quit: 'Beenden',
      wait: 'Warten',
    },
    checkForUpdates: 'Nach Updates suchen…',
    updates: {
      dev: 'Dies ist eine Entwicklungsversion von {app}.',
      devDetail: 'Nur eine installierte Kopie aktualisiert sich selbst.',
      inactive: 'Diese Kopie von {app} kann nicht nach Updates suchen.',
      inactiveDetail: 'Hole neue Versionen dort, wo du diese bekommen hast.',
      noFeed: 'Für diesen Build von {app} sind keine Updates verfügbar.',
      noFeedDetail: 'Er wurde ohne Update-Quelle gebaut. Hole neue Versionen dort, wo du diese bekommen hast.',
      current: '{app} {version} ist die neueste Version.',
      available: '{app} {version} ist erschienen.',
      downloading: '{app} {version} wird geladen.',
      downloaded: '{app} {version} ist bereit zur Installation.',
      installOnQuit: 'Es wird installiert, wenn du {app} beendest. Deine Spiele bleiben erhalten.',
      manualDetail: 'Diese Kopie von {app} ist nicht signiert, daher lässt macOS sie sich nicht selbst aktualisieren. Lade die neue Version von der Release-Seite und installiere sie über diese.',
      failed: 'Die Suche nach Updates ist fehlgeschlagen.',
      ok: 'OK',
      download: 'Laden',
      restart: 'Jetzt neu starten',
      later: 'Später',
      openPage: 'Download-Seite öffnen',
    },
  },
}

/** The first of the system's preferred languages (BCP 47 tags) that the app speaks, else English. */
export function pickLanguage(preferred: readonly string[]): AppLanguage {
  for (const tag of preferred) {
    const code = tag.slice(0, 2).toLowerCase()
    if ((APP_LANGUAGES as readonly string[]).includes(code)) return code as AppLanguage
  }
  return 'en'
}

/** A text with `{app}` filled in. */
export function fill(text: string, appName: string): string {
  return text.replaceAll('{app}', appName)
}
