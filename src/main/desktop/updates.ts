// Updates (issue 21): electron-updater looks for a newer release on the project's GitHub Releases
// (the installed app's app-update.yml names the repository; release.yml writes it) once at start,
// unless the player turned "Look for a new version" off in Settings. A found update downloads in
// the background and installs when the player quits: never a restart, a dialog or a pause during a
// game; the page only gets a notice once it is ready. An unpackaged app (development, the smoke
// test) never looks, and a failed check (offline, no release yet) is logged and otherwise silent.

/** The slice of electron-updater's AppUpdater used here. */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  checkForUpdates(): Promise<unknown>;
}

export interface UpdateCheckOptions {
  /** The player's setting (Settings.checkForUpdates). */
  enabled: boolean;
  isPackaged: boolean;
  /** Loads electron-updater only when a check happens (it needs Electron itself). */
  loadUpdater(): Promise<UpdaterLike>;
  /** A non-modal notice on the page. */
  notify(text: string): void;
  log(line: string): void;
}

export type UpdateCheckOutcome = 'turned-off' | 'not-packaged' | 'checking' | 'failed';

export async function checkForUpdatesAtStart(opts: UpdateCheckOptions): Promise<UpdateCheckOutcome> {
  if (!opts.enabled) {
    opts.log('Updates: not looked for (turned off in Settings).');
    return 'turned-off';
  }
  if (!opts.isPackaged) {
    opts.log('Updates: not looked for (the app is not installed from a release).');
    return 'not-packaged';
  }
  let updater: UpdaterLike;
  try {
    updater = await opts.loadUpdater();
  } catch (e) {
    opts.log(`Updates: the updater could not start (${(e as Error).message}).`);
    return 'failed';
  }
  // Download quietly, install on quit: the game is never interrupted.
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  updater.on('error', (e) => opts.log(`Updates: ${e?.message ?? String(e)}`));
  updater.on('update-downloaded', (info) => {
    opts.log(`Updates: version ${info.version} downloaded; it installs when the game is quit.`);
    opts.notify(`Version ${info.version} of Illuminati is ready: it installs when you quit the game.`);
  });
  opts.log('Updates: looking for a new version.');
  // Not awaited: the answer comes while the player plays.
  updater.checkForUpdates().catch((e: unknown) => opts.log(`Updates: the check failed (${(e as Error)?.message ?? String(e)}).`));
  return 'checking';
}
