// The slices of Electron's main-process API that the shell uses, described structurally.
//
// Why not `import type ... from 'electron'`: electron is an optional dependency and is absent
// wherever its binary could not be downloaded (CI, this machine), and its typings ship inside
// that package. Describing just what we use keeps `tsc` green either way, lets tests pass plain
// fakes, and every real Electron object satisfies these shapes.

/** The event passed to `will-navigate` / `will-redirect` listeners. */
export interface NavigationEventLike {
  /** Present since Electron 25; older versions pass the URL as the second listener argument. */
  readonly url?: string;
  preventDefault(): void;
}

export type WindowOpenResponse = { action: 'deny' } | { action: 'allow' };

export interface WebContentsLike {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: NavigationEventLike, url: string) => void,
  ): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => WindowOpenResponse): void;
}

/** What the host needs to push to a window's page (`webContents.send`). */
export interface WebContentsSenderLike {
  send(channel: string, ...args: unknown[]): void;
  isDestroyed(): boolean;
}

export type ResponseHeaders = Record<string, string | string[]>;

export interface HeadersReceivedDetails {
  readonly url: string;
  readonly responseHeaders?: ResponseHeaders;
}

export type RequestHeaders = Record<string, string>;

export interface BeforeSendHeadersDetails {
  readonly url: string;
  readonly requestHeaders: RequestHeaders;
}

export interface SessionLike {
  readonly webRequest: {
    onBeforeSendHeaders(
      filter: { urls: string[] },
      listener: (details: BeforeSendHeadersDetails, callback: (response: { requestHeaders?: RequestHeaders }) => void) => void,
    ): void;
    onHeadersReceived(
      listener: (
        details: HeadersReceivedDetails,
        callback: (response: { responseHeaders?: ResponseHeaders }) => void,
      ) => void,
    ): void;
  };
  setPermissionRequestHandler(
    handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (...args: unknown[]) => boolean): void;
}

/** `event` of an `ipcMain.handle` listener; `senderFrame` is null once the frame is gone. */
export interface IpcMainInvokeEventLike {
  readonly senderFrame: { readonly url: string } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcMainInvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BrowserWindowLike {
  readonly webContents: WebContentsLike & WebContentsSenderLike;
  loadURL(url: string): Promise<void>;
  loadFile(filePath: string): Promise<void>;
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
}

/** What the desktop integration does with the game window (issue 21): focus, state, fullscreen. */
export interface DesktopWindowLike extends BrowserWindowLike {
  readonly webContents: BrowserWindowLike['webContents'] & { once(event: 'did-finish-load', listener: () => void): unknown };
  on(event: string, listener: (...args: never[]) => void): unknown;
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  focus(): void;
  isMaximized(): boolean;
  maximize(): void;
  isFullScreen(): boolean;
  setFullScreen(flag: boolean): void;
  /** The bounds of the window when neither maximised nor minimised nor fullscreen. */
  getNormalBounds(): Rectangle;
}

export interface AppLike {
  readonly isPackaged: boolean;
  getVersion(): string;
  getName(): string;
  /** 'userData': the per-user folder of the app (settings, autosave, saves); 'logs': its log folder; 'appData': the platform's folder of such folders. */
  getPath(name: 'userData' | 'logs' | 'appData'): string;
  setPath(name: 'userData', path: string): void;
  /** With no argument: the platform's log folder (~/Library/Logs/<app> on macOS, <userData>/logs elsewhere). */
  setAppLogsPath(path?: string): void;
  requestSingleInstanceLock(): boolean;
  whenReady(): Promise<void>;
  on(event: string, listener: (...args: never[]) => void): unknown;
  quit(): void;
}

/** A menu item as Menu.buildFromTemplate takes it (the fields the app uses). */
export interface MenuItemOptions {
  label?: string;
  role?: string;
  type?: 'separator' | 'submenu' | 'normal';
  accelerator?: string;
  id?: string;
  click?: () => void;
  submenu?: MenuItemOptions[];
}

export interface DisplayLike {
  readonly workArea: Rectangle;
}

export interface MessageBoxOptions {
  type?: 'none' | 'info' | 'error' | 'question' | 'warning';
  buttons?: string[];
  defaultId?: number;
  cancelId?: number;
  title?: string;
  message: string;
  detail?: string;
}

export interface FileFilter {
  name: string;
  extensions: string[];
}

/** What the shell takes from the `electron` module in the main process. */
export interface ElectronMainModule {
  readonly app: AppLike;
  readonly BrowserWindow: (new (options: object) => DesktopWindowLike) & {
    getAllWindows(): readonly DesktopWindowLike[];
  };
  readonly ipcMain: IpcMainLike;
  readonly session: { readonly defaultSession: SessionLike };
  readonly Menu: {
    buildFromTemplate(template: MenuItemOptions[]): unknown;
    setApplicationMenu(menu: unknown): void;
  };
  readonly shell: { openPath(path: string): Promise<string> };
  readonly screen: { getAllDisplays(): readonly DisplayLike[] };
  readonly dialog: {
    showMessageBox(window: DesktopWindowLike | undefined, options: MessageBoxOptions): Promise<{ response: number }>;
    showOpenDialog(window: DesktopWindowLike | undefined, options: { title?: string; filters?: FileFilter[]; properties?: string[] }): Promise<{ canceled: boolean; filePaths: string[] }>;
    showSaveDialog(window: DesktopWindowLike | undefined, options: { title?: string; defaultPath?: string; filters?: FileFilter[] }): Promise<{ canceled: boolean; filePath?: string }>;
  };
}
