// Validation of the replay and statistics requests (issue 20): well-formed ones pass; bad ids,
// sources, steps, viewers and take-over seats are refused with a readable reason before the host
// sees them, and no frame makes validation throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRequestFrame, validateRequest } from '../../src/shared/protocol/validate';
import { REPLAY_GOOD } from './replay-requests';

const frame = (id: number, kind: string, params: unknown) => JSON.stringify({ id, kind, params });

describe('replay requests', () => {
  it('accept one well-formed request of every kind, a seat viewer and a save source', () => {
    for (const [kind, params] of Object.entries(REPLAY_GOOD)) expect(validateRequest({ kind, params }), kind).toMatchObject({ ok: true });
    expect(validateRequest({ kind: 'replay:view', params: { source: { kind: 'save', name: 'Evening game' }, step: 0, viewer: 3, since: 12 } }).ok).toBe(true);
  });

  const bad: [string, string, unknown, RegExp][] = [
    ['an id with a path', 'replay:export', { id: '../saves/x' }, /id is not a replay id/],
    ['an id with capitals', 'replay:delete', { id: 'ABC' }, /id is not a replay id/],
    ['an empty id', 'replay:delete', { id: '' }, /id must not be empty/],
    ['a long id', 'replay:export', { id: 'a'.repeat(65) }, /at most 64/],
    ['an unknown source', 'replay:view', { source: { kind: 'url', id: 'x' }, step: 0, viewer: 0, since: 0 }, /must name what to replay/],
    ['a source with an extra field', 'replay:view', { source: { kind: 'save', name: 'x', path: '/etc' }, step: 0, viewer: 0, since: 0 }, /unknown field "path"/],
    ['a negative step', 'replay:view', { source: { kind: 'save', name: 'x' }, step: -1, viewer: 0, since: 0 }, /step must be a whole number/],
    ['a fractional step', 'replay:view', { source: { kind: 'save', name: 'x' }, step: 1.5, viewer: 0, since: 0 }, /step must be a whole number/],
    ['a spectator viewer', 'replay:view', { source: { kind: 'save', name: 'x' }, step: 0, viewer: 'spectator', since: 0 }, /viewer/],
    ['a seat out of range', 'replay:view', { source: { kind: 'save', name: 'x' }, step: 0, viewer: 8, since: 0 }, /viewer/],
    ['no since', 'replay:view', { source: { kind: 'save', name: 'x' }, step: 0, viewer: 0 }, /since is missing/],
    ['a LAN seat in a take-over', 'replay:takeOver', { source: { kind: 'save', name: 'x' }, step: 3, seats: [{ kind: 'human' }, { kind: 'remote' }] }, /seats\[1\]\.kind must name who plays the seat/],
    ['a bad bot level in a take-over', 'replay:takeOver', { source: { kind: 'save', name: 'x' }, step: 3, seats: [{ kind: 'bot', level: 'godlike', personality: 'balanced' }] }, /level must be one of/],
    ['too many seats', 'replay:takeOver', { source: { kind: 'save', name: 'x' }, step: 3, seats: Array(9).fill({ kind: 'human' }) }, /at most 8 entries/],
    ['an empty import', 'replay:import', { text: '' }, /text must not be empty/],
    ['params for the list', 'replay:list', { all: true }, /unknown field "all"/],
    ['params for the statistics', 'stats:get', { name: 'Ada' }, /unknown field "name"/],
  ];

  it.each(bad)('refuse %s with a readable reason', (_what, kind, params, message) => {
    expect(parseRequestFrame(frame(3, kind, params))).toEqual({ ok: false, id: 3, error: expect.stringMatching(message) });
    expect(validateRequest({ kind, params })).toEqual({ ok: false, error: expect.stringMatching(message) });
  });

  it('never throw, whatever the params', () => {
    const kinds = Object.keys(REPLAY_GOOD);
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.jsonValue(), (kind, params) => {
        expect(typeof parseRequestFrame(frame(1, kind, params)).ok).toBe('boolean');
      }),
      { numRuns: 1500, seed: 20 },
    );
  });
});
