import { describe, expect, it } from 'vitest';
import { bodyOf, moveItem, stepItem, type Draft } from './draft';

const item = (title: string, length = '') => ({
  key: title,
  title,
  artist: null,
  repertoire_song_id: null,
  length,
  song_key: null,
  note: null,
});
const draft: Draft = {
  name: 'Night',
  sets: [
    { key: 's1', name: 'Set 1', items: [item('A'), item('B'), item('C')] },
    { key: 's2', name: 'Encore', items: [item('D')] },
  ],
};
const titles = (d: Draft) => d.sets.map((set) => set.items.map((i) => i.title).join(''));

describe('moving songs in the editor', () => {
  it('moves within a set and across sets, and steps over a set’s edge', () => {
    expect(titles(moveItem(draft, { set: 0, index: 2 }, { set: 0, index: 0 }))).toEqual(['CAB', 'D']);
    expect(titles(moveItem(draft, { set: 0, index: 0 }, { set: 1, index: 1 }))).toEqual(['BC', 'DA']);
    expect(titles(stepItem(draft, { set: 0, index: 1 }, -1)!.draft)).toEqual(['BAC', 'D']);
    const down = stepItem(draft, { set: 0, index: 2 }, 1)!;
    expect(titles(down.draft)).toEqual(['AB', 'CD']);
    expect(down.to).toEqual({ set: 1, index: 0 });
    expect(stepItem(draft, { set: 0, index: 0 }, -1)).toBeNull();
    expect(stepItem(draft, { set: 1, index: 0 }, 1)).toBeNull();
    // The original is untouched: an edit is a new draft.
    expect(titles(draft)).toEqual(['ABC', 'D']);
  });

  it('sends lengths as seconds, blank as none, and a wrong length as 0 so the server names it', () => {
    const body = bodyOf(
      { name: 'N', sets: [{ key: 's', name: 'S', items: [item('A', '3:45'), item('B'), item('C', 'x')] }] },
      4,
    );
    expect(body.version).toBe(4);
    expect(body.sets[0]!.items.map((i) => i.length_seconds)).toEqual([225, null, 0]);
  });
});
