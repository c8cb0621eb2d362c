// The few calls that go up the store layers. Imports among the stores run one way (issue 22):
// lan.ts uses session.ts, which uses table.ts, which uses ui.ts. Where a lower store must reach a
// higher one (the session asks the LAN store to take its seat back after a drop, the table asks
// for the seat this client holds at another host, the table tells the session the game ended), it
// calls the link below, which the higher store's module sets when it loads (main.ts loads them
// all). Until then the links answer as a client that plays no LAN seat.
import type { Action, Seat } from '../../../shared/engine';
import type { MenuState, Push } from '../../../shared/protocol/messages';

export interface RemoteLink {
  /** The seat this client holds in another player's game, or null. */
  seat(): Seat | null;
  /** This client plays at another host (joined, or a page that host served). */
  isRemote(): boolean;
  /** After a dropped link: take the seat back; false when it is lost. */
  rejoin(): Promise<boolean>;
  /** The menu state of a host that sees this client as a LAN player. */
  remoteMenu(state: NonNullable<MenuState['remote']>): Promise<void>;
  /** `lan:lobby` and `lan:kicked` pushes. */
  handlePush(p: Push): void;
  /** Leave the other player's game on this side. */
  leaveRemote(): Promise<void>;
}

const NO_REMOTE: RemoteLink = {
  seat: () => null,
  isRemote: () => false,
  rejoin: async () => true,
  remoteMenu: async () => {},
  handlePush: () => {},
  leaveRemote: async () => {},
};

export const links = {
  remote: NO_REMOTE,
  /** The table saw the game end (the session shows the end screen). */
  gameEnded: (): void => {},
  /**
   * The tutorial's coach (issue 20, set by tutorial/store.ts): why an action (or an undo) may not
   * go to the host now, in words, or null; and the news that the host accepted one.
   */
  tutorial: {
    hold: (_a: Action | 'undo'): string | null => null,
    accepted: (_a: Action): void => {},
  },
};
