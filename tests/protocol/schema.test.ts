// Issue 37 item 8: the shape checks on valibot (src/shared/protocol/schema.ts). The library's
// issues become the project's sentences in one place (`check`); these pin that mapping: the
// field's path, a key holding undefined, the order of an object's checks, unions, maps and lists.
import { describe, expect, it } from 'vitest';
import { anyObject, anyOf, arr, check, fits, int, list, nullable, obj, oneOf, record, shape, str, tagged, text, tuple, whole } from '../../src/shared/protocol/schema';

const card = str({ max: 64, pattern: /^[a-z0-9][a-z0-9-]{0,63}$/, what: 'a card id' });
const seat = int(0, 7);

describe('shape checks in the project\u2019s words', () => {
  it('name the field by its path through objects, lists and maps', () => {
    const c = check(obj({ setup: obj({ seats: arr(obj({ kind: oneOf(['human', 'bot']) }), 8) }), amounts: record(/^[a-z]+$/, int(0, 9), 4) }));
    expect(c({ setup: { seats: [{ kind: 'human' }, { kind: 'robot' }] }, amounts: {} }, 'params')).toBe('params.setup.seats[1].kind must be one of "human", "bot".');
    expect(c({ setup: { seats: [] }, amounts: { cia: 12 } }, 'params')).toBe('params.amounts.cia must be a whole number from 0 to 9.');
    expect(c({ setup: { seats: [] }, amounts: { cia: 1 } }, 'params')).toBeNull();
  });

  it('a required key that is absent or holds undefined is missing; an optional one holding undefined is absent', () => {
    const c = check(obj({ since: int(0, 9), viewer: anyOf(seat, oneOf(['spectator'])) }, { side: oneOf(['for']) }));
    expect(c({ viewer: 0 }, 'params')).toBe('params.since is missing.');
    expect(c({ since: undefined, viewer: 0 }, 'params')).toBe('params.since is missing.');
    expect(c({ since: 1, viewer: undefined }, 'params')).toBe('params.viewer is missing.');
    expect(c({ since: 1, viewer: 0, side: undefined }, 'params')).toBeNull();
  });

  it('an object names an unknown key before anything else, then its keys in order', () => {
    const c = check(obj({ a: int(0, 1), b: int(0, 1) }));
    expect(c({ a: 5, b: 5, zzz: 1 }, 'x')).toBe('x has an unknown field "zzz".');
    expect(c({ a: 5 }, 'x')).toBe('x.a must be a whole number from 0 to 1.');
    expect(c([], 'x')).toBe('x must be an object.');
    expect(c(Object.create({ a: 0, b: 0 }), 'x')).toBe('x must be an object.');
    expect(c(JSON.parse('{"a":0,"b":0,"__proto__":{"a":1}}'), 'x')).toBe('x has an unknown field "__proto__".');
  });

  it('a union that fits no option gives its first option\u2019s reason', () => {
    const c = check(anyOf(seat, oneOf(['spectator'])));
    expect(c('nobody', 'viewer')).toBe('viewer must be a whole number from 0 to 7.');
    expect(c(8, 'viewer')).toBe('viewer must be a whole number from 0 to 7.');
    expect(c('spectator', 'viewer')).toBeNull();
    expect(check(nullable(card))(null, 'card')).toBeNull();
    expect(check(nullable(card))('Bad', 'card')).toBe('card is not a card id.');
  });

  it('a map checks every key and value, also those valibot\u2019s record passes over', () => {
    const c = check(record(/^[a-z-]+$/, int(0, 9), 3));
    expect(c({ constructor: 'x' }, 'amounts')).toBe('amounts.constructor must be a whole number from 0 to 9.');
    expect(c({ prototype: -1 }, 'amounts')).toBe('amounts.prototype must be a whole number from 0 to 9.');
    expect(c(JSON.parse('{"__proto__":1}'), 'amounts')).toBe('amounts has an invalid key "__proto__".');
    expect(c({ a: 1, b: 1, c: 1, d: 1 }, 'amounts')).toBe('amounts must have at most 3 entries.');
  });

  it('a list too long is refused before its entries are read; a tuple has exactly its length', () => {
    expect(check(arr(card, 2))(['BAD', 'BAD', 'BAD'], 'cards')).toBe('cards must have at most 2 entries.');
    expect(check(arr(card, 2))(['ok', 'BAD'], 'cards')).toBe('cards[1] is not a card id.');
    expect(check(arr(card, 2))('ok', 'cards')).toBe('cards must be a list.');
    expect(check(tuple(card, card))(['a'], 'discard')).toBe('discard must be a list of exactly 2 entries.');
    expect(check(tuple(card, card))(['a', 'B'], 'discard')).toBe('discard[1] is not a card id.');
  });

  it('a tagged union names the tag, also when it holds an object without a prototype (no throw)', () => {
    const c = check(tagged('kind', { human: obj({ kind: oneOf(['human']) }) }, 'who plays the seat'));
    expect(c({ kind: 'robot' }, 'seat 1')).toBe('seat 1.kind must name who plays the seat (human), not "robot".');
    expect(c({}, 'seat 1')).toBe('seat 1.kind must name who plays the seat (human), not undefined.');
    expect(c({ kind: Object.create(null) }, 'seat 1')).toBe('seat 1.kind must name who plays the seat (human), not [object Object].');
    expect(c({ kind: 'constructor' }, 'seat 1')).toMatch(/not "constructor"/);
    expect(c({ kind: 'human', extra: 1 }, 'seat 1')).toBe('seat 1 has an unknown field "extra".');
  });

  it('texts: type, length and form, in that order', () => {
    const name = check(str({ min: 1, max: 4 }));
    expect(name(3, 'name')).toBe('name must be text.');
    expect(name('', 'name')).toBe('name must not be empty.');
    expect(name('abcde', 'name')).toBe('name must be at most 4 characters long.');
    expect(check(str({ min: 2 }))('a', 'code')).toBe('code must be at least 2 characters long.');
    expect(check(card)('../etc', 'group')).toBe('group is not a card id.');
  });

  it('files of the host’s own are read for a list by shape: the fields named must fit, others may ride along', () => {
    const info = shape({ players: list(shape({ name: text, controller: anyObject })), turns: whole(), base: whole(0) });
    const good = { players: [{ name: 'Anna', controller: { kind: 'human' }, extra: 1 }], turns: -3, base: 0, later: 'field' };
    expect(fits(info, good)).toBe(true);
    expect(fits(info, { ...good, base: -1 })).toBe(false);
    expect(fits(info, { ...good, turns: 1.5 })).toBe(false);
    expect(fits(info, { ...good, players: [['Anna']] })).toBe(false);
    expect(fits(info, { ...good, players: [{ name: 'Anna', controller: [] }] })).toBe(false);
    expect(fits(info, [good])).toBe(false);
  });
});
