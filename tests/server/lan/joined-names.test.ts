// Issue 35: the name a player types when joining a LAN game is the seat's name in the game the
// host starts (the host's table, the message board, the saves), not the placeholder the host's
// new-game form had for the open seat.
import { afterEach, describe, expect, it } from 'vitest';
import { LanClient } from '../../../src/server/lan/lan-client';
import type { SeatController } from '../../../src/shared/protocol/messages';
import { cleanUp, lanHostFor, later, testHost } from './rig';

afterEach(cleanUp);

describe('a joined LAN player’s name', () => {
  it('names the seat in the started game; the host’s own and the bot’s names stay as typed in New game', async () => {
    const h = await testHost();
    lanHostFor(h);
    const seats: SeatController[] = [{ kind: 'human' }, { kind: 'remote' }, { kind: 'bot', level: 'easy', personality: 'balanced' }];
    const r = await h.req('lan:open', { setup: { config: { players: 3, names: ['Hanna', 'Player 2', 'Robo'] }, seats, seed: 'names' }, bind: '127.0.0.1', port: 0, name: 'Names', announce: false });
    if (!r.ok) throw new Error(r.error);
    const zoe = new LanClient(r.value.urls[0]!, 'Zoe', r.value.code!);
    later(() => zoe.close());
    await zoe.connect();
    await zoe.join();
    const started = await h.req('lan:start', {});
    if (!started.ok) throw new Error(started.error);
    const v = await h.req('game:view', { viewer: 'spectator', since: 0 });
    if (!v.ok) throw new Error(v.error);
    expect(v.value.seats.map((s) => s.name)).toEqual(['Hanna', 'Zoe', 'Robo']);
  });
});
