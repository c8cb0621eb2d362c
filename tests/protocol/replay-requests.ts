// One valid request of every replay and statistics kind (issue 20), for validate.test.ts's table of
// every kind the host serves and for replay-validate.test.ts.
export const REPLAY_GOOD = {
  'replay:list': {},
  'replay:view': { source: { kind: 'replay', id: '20261126-101500-3f2a9c1d' }, step: 40, viewer: 'all', since: 0 },
  'replay:export': { id: '20261126-101500-3f2a9c1d' },
  'replay:import': { text: '{"format":"illuminati-replay"}' },
  'replay:delete': { id: '20261126-101500-3f2a9c1d' },
  'replay:takeOver': { source: { kind: 'save', name: 'Saturday' }, step: 12, seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard', personality: 'hoarder' }] },
  'stats:get': {},
  // The game review (issue 36).
  'review:start': { id: '20261126-101500-3f2a9c1d' },
  'review:status': { id: '20261126-101500-3f2a9c1d' },
  'review:cancel': { id: '20261126-101500-3f2a9c1d' },
} as const;
