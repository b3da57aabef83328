import { describe, expect, it, vi } from 'vitest';
import { json } from '../testing/fakeFetch.ts';
import { storeWithServer } from '../testing/storeHarness.ts';

const features = (names: string[]) =>
  json({ features: names.map((place_name, index) => ({ place_name, center: [-89 - index, 39] })) });

describe('address suggestions', () => {
  it('asks once, 300 ms after the last keystroke', async () => {
    const { state, server } = storeWithServer({
      'GET /api/geocode': () => features(['12 Elm St']),
    });
    state().setAddress('12 ');
    state().setAddress('12 E');
    await vi.advanceTimersByTimeAsync(299);
    expect(server.to('/api/geocode')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.to('/api/geocode')).toHaveLength(1);
    expect(server.to('/api/geocode')[0]?.url.searchParams.get('q')).toBe('12 E');
    expect(state().suggestionsOpen).toBe(true);
    expect(state().suggestions).toEqual([{ placeName: '12 Elm St', center: [-89, 39] }]);
  });

  it('does not ask below 3 characters of trimmed text, and closes the list', async () => {
    const { state, server } = storeWithServer({ 'GET /api/geocode': () => features(['A']) });
    state().setAddress('12 Elm');
    await vi.advanceTimersByTimeAsync(300);
    state().setAddress('  1 ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.to('/api/geocode')).toHaveLength(1);
    expect(state().suggestionsOpen).toBe(false);
    expect(state().suggestions).toEqual([]);
  });

  it('keeps at most 5 suggestions', async () => {
    const { state } = storeWithServer({
      'GET /api/geocode': () => features(['a', 'b', 'c', 'd', 'e', 'f', 'g']),
    });
    state().setAddress('Elm');
    await vi.advanceTimersByTimeAsync(300);
    expect(state().suggestions.map((item) => item.placeName)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('empties the list silently when geocoding fails', async () => {
    const { state, server } = storeWithServer({ 'GET /api/geocode': () => features(['a']) });
    state().setAddress('Elm');
    await vi.advanceTimersByTimeAsync(300);
    server.route('GET /api/geocode', () => json({ error: 'down' }, 502));
    state().setAddress('Elm S');
    await vi.advanceTimersByTimeAsync(300);
    expect(state().suggestions).toEqual([]);
    expect(state().suggestionsOpen).toBe(false);
    expect(state().toast).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('moves the highlight with wrap-around and picks the highlighted address', async () => {
    const { state, server } = storeWithServer({
      'GET /api/geocode': () => features(['a', 'b', 'c']),
    });
    state().setAddress('Elm');
    await vi.advanceTimersByTimeAsync(300);
    state().moveHighlight(-1);
    expect(state().highlightedIndex).toBe(2);
    state().moveHighlight(1);
    expect(state().highlightedIndex).toBe(0);
    state().moveHighlight(1);
    state().pickSuggestion(state().highlightedIndex);
    expect(state().address).toBe('b');
    expect(state().suggestionsOpen).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.to('/api/geocode')).toHaveLength(1);
  });

  it('keeps the highlighted address highlighted when a fresher list still holds it', async () => {
    const answers = [['12 Elm St', '12 Elm Ave'], ['12 Elm Ct', '12 Elm Ave'], ['12 Elm Ct']];
    const { state } = storeWithServer({
      'GET /api/geocode': () => features(answers.shift() ?? []),
    });
    state().setAddress('12 E');
    await vi.advanceTimersByTimeAsync(300);
    state().moveHighlight(1);
    state().moveHighlight(1);
    expect(state().suggestions[state().highlightedIndex]?.placeName).toBe('12 Elm Ave');

    state().setAddress('12 El');
    await vi.advanceTimersByTimeAsync(300);
    expect(state().highlightedIndex).toBe(1);
    expect(state().suggestions[1]?.placeName).toBe('12 Elm Ave');

    state().setAddress('12 Elm');
    await vi.advanceTimersByTimeAsync(300);
    expect(state().highlightedIndex).toBe(-1);
  });

  it('closes 200 ms after blur, and an answer arriving after a close does not reopen', async () => {
    const { state } = storeWithServer({ 'GET /api/geocode': () => features(['a']) });
    state().setAddress('Elm');
    await vi.advanceTimersByTimeAsync(300);
    state().blurAddress();
    await vi.advanceTimersByTimeAsync(199);
    expect(state().suggestionsOpen).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(state().suggestionsOpen).toBe(false);

    state().setAddress('Elm S');
    state().closeSuggestions();
    await vi.advanceTimersByTimeAsync(500);
    expect(state().suggestionsOpen).toBe(false);
  });
});
