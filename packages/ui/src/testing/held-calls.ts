/**
 * For stories: a browser function whose calls wait until `release()`, so a story can act (leave
 * the page, say) while the work they start is under way. `hold()` wraps `owner[name]`: while held,
 * each call for which `holds` is true waits, and runs when released (a promise it returns is
 * passed on). It returns what undoes the wrap, for a story's `beforeEach`. `started()` tells
 * whether a call is waiting.
 */
export function heldCalls<Owner extends object>(
  owner: Owner,
  name: keyof Owner & string,
  holds: (...args: unknown[]) => boolean = () => true,
) {
  let waiting: (() => void)[] = [];
  let holding = false;
  return {
    hold() {
      const original = owner[name] as (...args: unknown[]) => unknown;
      holding = true;
      waiting = [];
      const wrapped = function (this: unknown, ...args: unknown[]) {
        const call = () => original.apply(this, args);
        if (!holding || !holds(...args)) return call();
        return new Promise((resolve, reject) => {
          waiting.push(() => {
            try {
              Promise.resolve(call()).then(resolve, reject);
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        });
      };
      Object.assign(owner, { [name]: wrapped });
      return () => {
        Object.assign(owner, { [name]: original });
      };
    },
    started: () => waiting.length > 0,
    release() {
      holding = false;
      for (const call of waiting) call();
      waiting = [];
    },
  };
}
