/**
 * Throws when one of a story's args holds a cycle. Storybook walks every arg's fields to infer the
 * controls the Controls panel shows for it; on a cycle (a state machine's snapshot, which holds
 * its machine) it only warns, on every render of the story, and the arg gets no control. Such a
 * value goes through the story's `render` instead. Walks what Storybook walks: the own enumerable
 * fields of objects and arrays (a function is fine: Storybook treats it as an action).
 */
export function assertPlainArgs(storyId: string, args: Record<string, unknown>): void {
  const path: object[] = [];
  const visit = (value: unknown, at: string) => {
    if (typeof value !== 'object' || value === null) return;
    if (path.includes(value)) {
      throw new Error(
        `The arg '${at}' of ${storyId} holds a cycle: pass a value that is not plain data (a ` +
          'machine snapshot) through the story’s render, not its args',
      );
    }
    path.push(value);
    for (const [key, field] of Object.entries(value)) visit(field, `${at}.${key}`);
    path.pop();
  };
  for (const [key, arg] of Object.entries(args)) visit(arg, key);
}
