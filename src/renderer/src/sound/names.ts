// The game's sound effects by name (issue 18, item 3). The table's animation plan
// (table/anim/plan.ts) says which to play and when; sound/synth.ts makes each one with WebAudio.

export const SOUND_NAMES = ['dice', 'capture', 'destroy', 'money', 'turn', 'draw', 'place', 'danger'] as const;
/**
 * dice: the dice tumbling and settling; capture: a group taken into a structure; destroy: a group
 * sent to the dead pile; money: coins changing treasury; turn: the start of the viewer's own turn;
 * draw: a card drawn from the deck or played; place: a group set down on an arrow; danger: a
 * player is one capture or goal step from winning (issue 34).
 */
export type SoundName = (typeof SOUND_NAMES)[number];

/** One sound to play `delay` ms after the plan starts; `length` ms for sounds that last as long as what they follow (the dice). */
export interface SoundCue {
  sound: SoundName;
  delay: number;
  length?: number;
}
