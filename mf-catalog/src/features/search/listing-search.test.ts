// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { APIConnector, QueryConfig, RequestState, ResponseState } from '@elastic/search-ui';
import { $notices, clearNotices } from '@armatura/shared-libs/notices';
import { listingContextFor } from './listing-context';
import {
  $listingSearch,
  firstListingAnswer,
  prepareListingSearch,
  startListingSearch,
  stopListingSearch,
} from './listing-search';
import { listingActions } from './listing-actions';
import type { UrlAdapter } from './url-sync';

/** An address bar with history, like the browser + shell would keep it. */
function memoryUrl(start: string) {
  const entries = [start];
  let index = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  const at = () => new URL(entries[index]!, 'http://shop.test');
  const adapter: UrlAdapter = {
    readSearch: () => at().search,
    readPath: () => at().pathname,
    write(href, replace) {
      if (replace) entries[index] = href;
      else {
        entries.splice(index + 1);
        entries.push(href);
        index += 1;
      }
      emit();
    },
    listen(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  return {
    adapter,
    entries,
    current: () => entries[index]!,
    back() {
      index -= 1;
      emit();
    },
    forward() {
      index += 1;
      emit();
    },
    push(href: string) {
      adapter.write(href, false);
    },
    /** The router announcing the current address again (single-spa popstate, $route). */
    announce: emit,
  };
}

type Call = {
  state: RequestState;
  queryConfig: QueryConfig;
  resolve: (r: ResponseState) => void;
  reject: (e: Error) => void;
};

/** A connector whose answers the test releases by hand (to play with their order). */
function manualConnector() {
  const calls: Call[] = [];
  const connector: APIConnector = {
    onSearch: (state, queryConfig) =>
      new Promise((resolve, reject) => calls.push({ state, queryConfig, resolve, reject })),
    onAutocomplete: () => Promise.reject(new Error('not used')),
    onResultClick: () => {},
    onAutocompleteResultClick: () => {},
  };
  return { connector, calls };
}

function answer(names: string[], total = names.length): ResponseState {
  return {
    requestId: 'r',
    facets: {
      brandName: [{ field: 'brandName', type: 'value', data: [{ value: 'Grohe', count: total }] }],
    },
    resultSearchTerm: '',
    totalPages: Math.ceil(total / 10),
    totalResults: total,
    pagingStart: 0,
    pagingEnd: 0,
    wasSearched: true,
    results: names.map((name, i) => ({
      id: { raw: String(i + 1) },
      name: { raw: name },
      priceGross: { raw: 100 },
    })),
    rawResponse: {},
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
let stop: (() => void) | null = null;

function start(url: string, urlDebounceMs = 0) {
  const memory = memoryUrl(url);
  const { connector, calls } = manualConnector();
  const context = listingContextFor(new URL(url, 'http://shop.test').pathname)!;
  stop = startListingSearch(context, { adapter: memory.adapter, connector, urlDebounceMs });
  return { memory, calls };
}

describe('listing search (storefront.md §4)', () => {
  beforeEach(() => clearNotices());
  afterEach(() => {
    stop?.();
    stop = null;
    vi.useRealTimers();
  });

  it('does not search at start on the bare offer page', async () => {
    const { calls } = start('/oferta');
    await flush();
    expect(calls).toHaveLength(0);
    expect($listingSearch.get().status).toBe('idle');
  });

  it('searches at start with a term, 10 per page, and mirrors the state in the URL', async () => {
    const { calls, memory } = start('/oferta?q=bateia');
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.state).toMatchObject({ searchTerm: 'bateia', resultsPerPage: 10, current: 1 });
    calls[0]!.resolve(answer(['Bateria umywalkowa']));
    await flush();
    expect($listingSearch.get()).toMatchObject({ status: 'ready', totalResults: 1 });
    expect($listingSearch.get().results[0]?.name).toBe('Bateria umywalkowa');
    // The first write replaces the entry the visitor came with.
    expect(memory.entries).toHaveLength(1);
    expect(decodeURIComponent(memory.current())).toContain('q=bateia');
    expect(memory.current()).toContain('size=n_10_n');
  });

  it('a listing context counts as a filter: /promocje searches at start', async () => {
    const { calls } = start('/promocje');
    await flush();
    expect(calls).toHaveLength(1);
  });

  it('changing a filter or the sort resets to page 1', async () => {
    const { calls } = start('/oferta?q=umywalka&current=n_3_n');
    await flush();
    expect(calls[0]!.state.current).toBe(3);
    calls[0]!.resolve(answer(['a'], 40));
    await flush();
    listingActions.addFilter('brandName', 'Grohe', 'any');
    await flush();
    expect(calls[1]!.state).toMatchObject({
      current: 1,
      filters: [{ field: 'brandName', values: ['Grohe'], type: 'any' }],
    });
    listingActions.setPage(2);
    await flush();
    expect(calls[2]!.state.current).toBe(2);
    listingActions.setSort([{ field: 'valueBrutto', direction: 'asc' }]);
    await flush();
    expect(calls[3]!.state).toMatchObject({
      current: 1,
      sortList: [{ field: 'valueBrutto', direction: 'asc' }],
    });
  });

  it('applies only the latest answer', async () => {
    const { calls } = start('/oferta?q=bateria');
    await flush();
    listingActions.setPage(2);
    await flush();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(answer(['newer']));
    await flush();
    calls[0]!.resolve(answer(['older']));
    await flush();
    expect($listingSearch.get().results.map((r) => r.name)).toEqual(['newer']);
  });

  it('pushes one history entry per change and restores the state on back/forward', async () => {
    const { calls, memory } = start('/oferta?q=bateria');
    await flush();
    calls[0]!.resolve(answer(['p1'], 30));
    await flush();
    listingActions.setPage(2);
    await flush();
    calls[1]!.resolve(answer(['p2'], 30));
    await flush();
    expect(memory.entries).toHaveLength(2);
    expect(memory.current()).toContain('current=n_2_n');

    memory.back();
    await flush();
    expect(calls).toHaveLength(3);
    expect(calls[2]!.state).toMatchObject({ current: 1, searchTerm: 'bateria' });
    calls[2]!.resolve(answer(['p1 again'], 30));
    await flush();
    expect(memory.entries).toHaveLength(2); // restoring does not write the URL again
    memory.forward();
    await flush();
    expect(calls[3]!.state.current).toBe(2);
  });

  it('debounces the URL write by the configured time', async () => {
    vi.useFakeTimers();
    const { calls, memory } = start('/oferta?q=kran', 500);
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.resolve(answer(['a']));
    await vi.advanceTimersByTimeAsync(499);
    expect(memory.current()).toBe('/oferta?q=kran');
    await vi.advanceTimersByTimeAsync(1);
    expect(memory.current()).toContain('size=n_10_n');
  });

  it('a search started elsewhere (header box) is applied with the shop defaults', async () => {
    const { calls, memory } = start('/oferta?q=kran');
    await flush();
    calls[0]!.resolve(answer(['a']));
    await flush();
    memory.push('/oferta?q=umywalka');
    await flush();
    expect(calls[1]!.state).toMatchObject({
      searchTerm: 'umywalka',
      resultsPerPage: 10,
      current: 1,
      filters: [],
    });
  });

  it('a new search from the header within the URL debounce is not overwritten by the old one', async () => {
    // The header box navigates while the listing's write of the previous answer still waits.
    vi.useFakeTimers();
    const { calls, memory } = start('/oferta?q=bateria', 500);
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.resolve(answer(['a']));
    await vi.advanceTimersByTimeAsync(100);
    memory.push('/oferta?q=umywalka');
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(memory.current()).toMatch(/^\/oferta\?q=umywalka/);
    expect(calls[1]!.state).toMatchObject({ searchTerm: 'umywalka' });
    expect(memory.entries.some((e) => e.includes('q=bateria') && e.includes('size='))).toBe(false);
  });

  it('shows the spec error texts when the search fails', async () => {
    const { calls } = start('/oferta?q=kran');
    await flush();
    calls[0]!.reject(new Error('boom'));
    await flush();
    expect($listingSearch.get().status).toBe('error');
    expect($notices.get()[0]).toMatchObject({
      title: 'Błąd podczas przetwarzania danych',
      message: 'Prosimy spróbować za chwilę!',
    });
  });

  it('a repeated announcement of the same address neither restarts the search nor blocks the URL write', async () => {
    const { calls, memory } = start('/oferta?q=kran');
    await flush();
    memory.announce();
    await flush();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(answer(['a']));
    await flush();
    expect(memory.current()).toContain('size=n_10_n');
  });

  it('going back to the bare offer page shows its start screen again', async () => {
    const { calls, memory } = start('/oferta');
    await flush();
    listingActions.search();
    await flush();
    calls[0]!.resolve(answer(['a']));
    await flush();
    expect($listingSearch.get().status).toBe('ready');
    expect(memory.entries).toHaveLength(2);
    memory.back();
    await flush();
    expect($listingSearch.get()).toMatchObject({ status: 'idle', results: [] });
    expect(calls).toHaveLength(1);
  });

  it('reads a term written with + from the header search box', async () => {
    const { calls } = start('/oferta?q=bateria+umywalkowa');
    await flush();
    expect(calls[0]!.state.searchTerm).toBe('bateria umywalkowa');
  });

  it('keeps the availability switch (a boolean filter) through the URL', async () => {
    const { calls, memory } = start('/oferta?q=kran');
    await flush();
    calls[0]!.resolve(answer(['a']));
    await flush();
    listingActions.setFilter('inStock', true, 'all');
    await flush();
    calls[1]!.resolve(answer(['a']));
    await flush();
    memory.push('/oferta?q=inne');
    await flush();
    memory.back();
    await flush();
    expect(calls.at(-1)!.state.filters).toEqual([
      { field: 'inStock', values: [true], type: 'all' },
    ]);
  });

  it('never writes the URL after the visitor left the listing', async () => {
    vi.useFakeTimers();
    const { calls, memory } = start('/oferta?q=kran', 500);
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.resolve(answer(['a']));
    await vi.advanceTimersByTimeAsync(100);
    memory.push('/oferta/bateria-12');
    await vi.advanceTimersByTimeAsync(1000);
    expect(memory.current()).toBe('/oferta/bateria-12');
  });
});

describe('a listing started by its first render (server-rendered page, issue 16)', () => {
  afterEach(() => stopListingSearch());

  it('waits for the first answer, and the screen effect keeps that search instead of a new one', async () => {
    const memory = memoryUrl('/promocje');
    const { connector, calls } = manualConnector();
    const context = listingContextFor('/promocje')!;
    let ready = false;
    const options = { adapter: memory.adapter, connector, urlDebounceMs: 5 };
    void prepareListingSearch(context, options).then(() => (ready = true));
    await flush();
    expect(calls).toHaveLength(1);
    expect(ready).toBe(false);
    calls[0]!.resolve(answer(['Bateria wannowa']));
    await flush();
    expect(ready).toBe(true);
    expect($listingSearch.get()).toMatchObject({ status: 'ready', totalResults: 1 });
    // The address it was started for stays as it is (no rewrite to the driver's own form).
    await new Promise((r) => setTimeout(r, 30));
    expect(memory.entries).toEqual(['/promocje']);
    // The screen's effect, with an equal context made again (a suspended render keeps no memo).
    const stopScreen = startListingSearch(listingContextFor('/promocje')!, {
      adapter: memory.adapter,
      connector,
    });
    await flush();
    expect(calls).toHaveLength(1);
    expect($listingSearch.get().results[0]?.name).toBe('Bateria wannowa');
    // And it is the search that goes on: a change asks through the same driver.
    listingActions.setPage(2);
    await flush();
    expect(calls).toHaveLength(2);
    stopScreen();
    expect($listingSearch.get().status).toBe('idle');
  });

  it('resolves when the first search fails, so the screen shows its error', async () => {
    const { connector, calls } = manualConnector();
    const done = prepareListingSearch(listingContextFor('/promocje')!, {
      adapter: memoryUrl('/promocje').adapter,
      connector,
    });
    await flush();
    calls[0]!.reject(new Error('down'));
    await done;
    expect($listingSearch.get().status).toBe('error');
  });

  it('is not started without a carried answer: the screen searches from its effect', () => {
    expect(firstListingAnswer(listingContextFor('/promocje')!)).toBeNull();
  });
});
