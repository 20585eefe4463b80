import { describe, expect, it } from 'vitest';
import { liveShow } from '../../../../test/web/live-show';
import { createDraftStore, sendKeyFor, type DraftStorage, type RequestDraft } from './draft-store';

/** A Storage as the browser's: strings in, strings out, and quota errors when told to. */
function memoryStorage(): DraftStorage & { entries: Map<string, string>; isFull: boolean } {
  const entries = new Map<string, string>();
  return {
    entries,
    isFull: false,
    getItem: (key) => entries.get(key) ?? null,
    setItem(key, value) {
      if (this.isFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      entries.set(key, value);
    },
    removeItem: (key) => void entries.delete(key),
  };
}

const typed: RequestDraft = {
  form: {
    songTitle: 'Wonderwall 🎸'.repeat(20),
    artistName: 'Oasis',
    fanName: 'Sam',
    message: 'For my sister, it is her birthday 🎂',
  },
  tip: { kind: 'other', text: '3.50' },
  isPremium: true,
  send: { key: 'key-1', body: '{"song_title":"Wonderwall"}' },
};

describe('the request draft store', () => {
  it('gives back what was saved for a show, emoji and all, and nothing for another show', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.save(7, typed);
    expect(createDraftStore(storage).load(7)).toEqual(typed);
    expect(store.load(8)).toBeNull();
  });

  it('keeps one draft per show', () => {
    const store = createDraftStore(memoryStorage());
    const other: RequestDraft = { ...typed, form: { ...typed.form, songTitle: 'Yellow' }, send: undefined };
    store.save(7, typed);
    store.save(8, other);
    expect(store.load(7)?.form.songTitle).toBe(typed.form.songTitle);
    expect(store.load(8)?.form.songTitle).toBe('Yellow');
  });

  it('forgets a show’s draft once its request is sent', () => {
    const store = createDraftStore(memoryStorage());
    store.save(7, typed);
    store.clear(7);
    expect(store.load(7)).toBeNull();
  });

  it('ignores what it cannot read as a draft', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    storage.entries.set('sc_request_draft:7', '{not json');
    expect(store.load(7)).toBeNull();
    storage.entries.set('sc_request_draft:7', JSON.stringify({ form: { songTitle: 3 } }));
    expect(store.load(7)).toBeNull();
    storage.entries.set('sc_request_draft:7', JSON.stringify({ ...typed, tip: { kind: 'all my money' } }));
    expect(store.load(7)).toBeNull();
  });

  it('works without storage, and when the storage is full, without throwing', () => {
    const none = createDraftStore(null);
    none.save(7, typed);
    expect(none.load(7)).toBeNull();
    none.clear(7);

    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.save(7, typed);
    storage.isFull = true;
    expect(() => store.save(7, { ...typed, isPremium: false })).not.toThrow();
    expect(store.load(7)).toEqual(typed);
  });

  it('keeps the show last in the form, for a reload that cannot read the live list', () => {
    const storage = memoryStorage();
    const show = liveShow({ id: 7, stage_name: `Luna${'Ray'.repeat(30)} 🌙` });
    expect(createDraftStore(storage).keptShow()).toBeNull();
    createDraftStore(storage).keepShow(show);
    expect(createDraftStore(storage).keptShow()).toEqual(show);
    storage.entries.set('sc_request_show', JSON.stringify({ id: 'seven', stage_name: 'Luna Ray' }));
    expect(createDraftStore(storage).keptShow()).toBeNull();
    storage.entries.set('sc_request_show', '{not json');
    expect(createDraftStore(storage).keptShow()).toBeNull();
    storage.isFull = true;
    expect(() => createDraftStore(storage).keepShow(show)).not.toThrow();
    expect(createDraftStore(null).keptShow()).toBeNull();
  });
});

describe('sendKeyFor', () => {
  const keys = ['new-1', 'new-2'];
  const next = () => keys.shift()!;

  it('makes a key for a first send, and reuses it to retry the same body', () => {
    const first = sendKeyFor(undefined, 'body-a', next);
    expect(first).toEqual({ key: 'new-1', body: 'body-a' });
    expect(sendKeyFor(first, 'body-a', next)).toBe(first);
  });

  it('makes a new key when the fan changed the request', () => {
    expect(sendKeyFor({ key: 'new-1', body: 'body-a' }, 'body-b', next)).toEqual({ key: 'new-2', body: 'body-b' });
  });
});
