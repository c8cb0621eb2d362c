// Lines the client itself adds to the message board (issue 34): the danger warnings, said once
// when a player comes one step from winning. They sit after the log entry that was newest when
// they were said, and belong to one game and one viewer (a new one starts clean).
import { defineStore } from 'pinia';

export interface BoardNote {
  id: number;
  /** Shown after the log entry of this index. */
  after: number;
  text: string;
  kind: 'danger';
  cards: string[];
}

export const useBoardNotesStore = defineStore('boardNotes', {
  state: () => ({
    /** `<gameId>|<viewer>` the notes belong to. */
    owner: '',
    notes: [] as BoardNote[],
    /** Dangers already said (logic/danger.ts dangerKey), until they go away. */
    said: [] as string[],
    next: 0,
  }),
  actions: {
    /** Starts clean for another game or viewer. */
    own(owner: string) {
      if (owner === this.owner) return;
      this.owner = owner;
      this.notes = [];
      this.said = [];
    },
    add(note: Omit<BoardNote, 'id'>) {
      this.notes = [...this.notes.slice(-49), { ...note, id: ++this.next }];
    },
  },
});
