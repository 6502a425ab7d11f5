import { describe, expect, it } from 'vitest';
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

describe('createResource', () => {
  it('applies only the latest load', async () => {
    const pending = new Map<number, ReturnType<typeof deferred<string>>>();
    const resource = createResource<string, number>((id) => {
      const d = deferred<string>();
      pending.set(id, d);
      return d.promise;
    });
    const first = resource.load(1);
    const second = resource.load(2);
    pending.get(2)!.resolve('two');
    await second;
    pending.get(1)!.resolve('one');
    await first;
    expect(resource.$state.get()).toMatchObject({ status: 'ready', key: 2, data: 'two' });
  });

  it('reports the error with its status and retries the same key', async () => {
    let calls = 0;
    const resource = createResource<string, number>(async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('Nie znaleziono produktu.'), { status: 404 });
      return 'ok';
    });
    await resource.load(5);
    expect(resource.$state.get()).toMatchObject({
      status: 'error',
      error: 'Nie znaleziono produktu.',
    });
    await resource.retry();
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
});
