// The game host (DESIGN.md section 2): plain Node, shared by the Electron main process and web mode.
export { GameHost, type GameHostOptions } from './game-host';
export type { Client, LanPlugin } from './lan-routing';
export { BOT_DELAY_MS, type BotSeats } from './bot-driver';
export { defaultDataDir, APP_DIR_NAME } from './data-dir';
export { HOST_SAVE_FORMAT, HOST_SAVE_VERSION, makeHostSave, parseHostSave, type HostSave } from './envelope';
export { checkSaveName, MAX_SAVE_FILE_BYTES } from './save-store';
export { revealed as undoBlockedBy } from './undo';
