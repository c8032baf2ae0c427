import { fromPromise } from 'xstate';

/** Stand-in for an effect the caller must supply with `.provide()`: fails loudly when forgotten. */
export function notProvidedActor<TOutput, TInput>(machine: string, name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${machine}: provide the "${name}" actor with .provide()`)),
  );
}

/** Stand-in for an effectful action the caller must supply with `.provide()`. */
export function notProvidedAction(machine: string, name: string) {
  return (): void => {
    throw new Error(`${machine}: provide the "${name}" action with .provide()`);
  };
}
