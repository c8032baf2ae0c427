import { fromPromise } from 'xstate';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A fake promise actor the test settles by hand: each call is recorded with its input and
 * answered by the next queued deferred (or a fresh pending one).
 */
export function controlledActor<TOutput, TInput>() {
  const calls: Array<{ input: TInput; answer: Deferred<TOutput>; signal: AbortSignal }> = [];
  const logic = fromPromise<TOutput, TInput>(({ input, signal }) => {
    const answer = deferred<TOutput>();
    calls.push({ input, answer, signal });
    return answer.promise;
  });
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('the actor was never called');
    return call;
  };
  return { logic, calls, last };
}

/** Lets settled promises reach the actor (no real waiting). */
export function flushPromises(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
