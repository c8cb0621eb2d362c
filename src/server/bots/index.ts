// The bot host (DESIGN.md sections 2 and 5): bots in worker threads with a deadline per decision.
export { BotHost, botDeadlineMs, hungAfterMs, defaultDeadlineMs, defaultWorkerUrl, DEFAULT_DEADLINE_MS, WORKER_YOUNG_GENERATION_MB } from './host';
export type { BotFault, BotHostOptions, CutOff, Decision, FaultReason } from './host';
export { badAnswer, decisionKind, fallbackAction, safeAction, type Replacement } from './fallback';
export { makeBot } from './factory';
export { playBotGame, DEFAULT_TURN_CAP, type BotGameResult, type BotGameSpec } from './game';
export { DECIDE_KEYS, type DecideMessage, type HostToWorker, type InitMessage, type WorkerToHost } from './protocol';
