import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createResource } from './resource';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fetcher whose answers the test releases by key, in any order. */
function controlled<T, K>() {
  const pending = new Map<string, ReturnType<typeof deferred<T>>>();
  let calls = 0;
  return {
    fetcher: (key: K) => {
      calls += 1;
      const d = deferred<T>();
      pending.set(JSON.stringify(key), d);
      return d.promise;
    },
    answer: (key: K, value: T) => pending.get(JSON.stringify(key))!.resolve(value),
    fail: (key: K, error: unknown) => pending.get(JSON.stringify(key))!.reject(error),
    calls: () => calls,
  };
}

describe('createResource', () => {
  it('applies only the latest load', async () => {
    const api = controlled<string, number>();
    const resource = createResource(api.fetcher);
    const first = resource.load(1);
    const second = resource.load(2);
    api.answer(2, 'two');
    await second;
    api.answer(1, 'one');
    await first;
    expect(resource.$state.get()).toMatchObject({ status: 'ready', key: 2, data: 'two' });
  });

  it('reports the error with its status and reloads the same key', async () => {
    let calls = 0;
    const resource = createResource<string, number>(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError('Nie znaleziono produktu.', { status: 404 });
      return 'ok';
    });
    await resource.load(5);
    expect(resource.$state.get()).toMatchObject({
      status: 'error',
      key: 5,
      data: null,
      error: 'Nie znaleziono produktu.',
      errorStatus: 404,
    });
    await resource.reload();
    expect(resource.$state.get()).toMatchObject({ status: 'ready', data: 'ok', key: 5 });
  });

  it('does not load a key twice unless forced', async () => {
    let calls = 0;
    const resource = createResource<number, string>(async () => ++calls);
    await resource.load('a');
    await resource.load('a');
    expect(calls).toBe(1);
    await resource.load('a', { force: true });
    expect(resource.$state.get().data).toBe(2);
  });

  it('compares keys by value, so an equal query object is the same key', async () => {
    let calls = 0;
    const resource = createResource<number, { page: number }>(async () => ++calls);
    await resource.load({ page: 1 });
    await resource.load({ page: 1 });
    expect(calls).toBe(1);
    await resource.load({ page: 2 });
    expect(calls).toBe(2);
  });

  it('does not start a second load of a key that is loading', async () => {
    const api = controlled<string, number>();
    const resource = createResource(api.fetcher);
    const first = resource.load(1);
    void resource.load(1);
    expect(api.calls()).toBe(1);
    api.answer(1, 'one');
    await first;
    expect(resource.$state.get()).toMatchObject({ status: 'ready', data: 'one' });
  });

  it('keeps the value while the same key reloads, and drops it for another key', async () => {
    const api = controlled<string, number>();
    const resource = createResource(api.fetcher);
    const first = resource.load(1);
    api.answer(1, 'one');
    await first;
    const again = resource.reload();
    expect(resource.$state.get()).toMatchObject({ status: 'loading', key: 1, data: 'one' });
    api.answer(1, 'one again');
    await again;
    const other = resource.load(2);
    expect(resource.$state.get()).toMatchObject({ status: 'loading', key: 2, data: null });
    api.answer(2, 'two');
    await other;
  });

  it('keepPrevious: the rows stay on screen while another key loads', async () => {
    const api = controlled<string[], number>();
    const resource = createResource(api.fetcher, { keepPrevious: true });
    const first = resource.load(1);
    api.answer(1, ['a']);
    await first;
    const next = resource.load(2);
    expect(resource.$state.get()).toMatchObject({ status: 'loading', key: 2, data: ['a'] });
    api.answer(2, ['b']);
    await next;
    expect(resource.$state.get()).toMatchObject({ status: 'ready', key: 2, data: ['b'] });
  });

  it('force option: every load of the same key fetches again', async () => {
    let calls = 0;
    const resource = createResource<number, string>(async () => ++calls, { force: true });
    await resource.load('a');
    await resource.load('a');
    expect(calls).toBe(2);
    expect(resource.$state.get().data).toBe(2);
  });

  it('reload does nothing before the first load', async () => {
    let calls = 0;
    const resource = createResource<number, string>(async () => ++calls);
    await resource.reload();
    expect(calls).toBe(0);
    expect(resource.$state.get().status).toBe('idle');
  });

  it('reset goes back to idle and drops an answer still on its way', async () => {
    const api = controlled<string, number>();
    const resource = createResource(api.fetcher);
    const pending = resource.load(1);
    resource.reset();
    api.answer(1, 'late');
    await pending;
    expect(resource.$state.get()).toEqual({
      status: 'idle',
      key: null,
      data: null,
      error: null,
      errorStatus: null,
    });
    await resource.reload();
    expect(api.calls()).toBe(1);
  });

  it('a late failure of an old key does not replace the current value', async () => {
    const api = controlled<string, number>();
    const resource = createResource(api.fetcher);
    const old = resource.load(1);
    const current = resource.load(2);
    api.answer(2, 'two');
    await current;
    api.fail(1, new Error('Błąd'));
    await old;
    expect(resource.$state.get()).toMatchObject({ status: 'ready', key: 2, data: 'two' });
  });
});

describe('createResource prime', () => {
  it('is ready at once with the carried value, and load then asks nothing', async () => {
    const api = controlled<string, number>();
    const carried = new Map([[7, 'seven']]);
    const resource = createResource(api.fetcher, {
      carried: (key) => {
        const value = carried.get(key);
        carried.delete(key); // a page answer is taken once
        return value;
      },
    });
    expect(resource.prime(7)).toBe(true);
    expect(resource.$state.get()).toMatchObject({ status: 'ready', key: 7, data: 'seven' });
    // Again (a second render): still ready, though the answer was taken.
    expect(resource.prime(7)).toBe(true);
    await resource.load(7);
    expect(api.calls()).toBe(0);
  });

  it('leaves the resource alone when the page carries nothing for the key', () => {
    const api = controlled<string, number>();
    const resource = createResource(api.fetcher, { carried: () => undefined });
    expect(resource.prime(3)).toBe(false);
    expect(resource.$state.get().status).toBe('idle');
    expect(createResource(api.fetcher).prime(3)).toBe(false);
  });

  it('drops an answer still on its way for another key', async () => {
    const api = controlled<string, number>();
    const resource = createResource(api.fetcher, {
      carried: (key) => (key === 2 ? 'two (carried)' : undefined),
    });
    const first = resource.load(1);
    expect(resource.prime(2)).toBe(true);
    api.answer(1, 'one');
    await first;
    expect(resource.$state.get()).toMatchObject({ key: 2, data: 'two (carried)' });
  });
});
