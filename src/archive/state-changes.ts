/**
 * A referee correction as data: values set at paths of the game state (docs/referee.md).
 * The service applies a correction through here and the archive's replay applies the
 * logged one through here too, so both reach the same state. Pure.
 */
export type StatePath = (string | number)[];

export interface SetValue {
  path: StatePath;
  value: unknown;
}

export type ChangeResult =
  | { ok: true; state: unknown; was: unknown[] }
  | { ok: false; index: number; message: string };

/**
 * Sets each value in turn on a copy of `state`. Every path must already exist (a key of
 * an object, an index of an array): a correction changes what is there and never invents
 * a member, so a mistyped path is refused rather than silently added.
 */
export function applyChanges(state: unknown, changes: readonly SetValue[]): ChangeResult {
  const next = structuredClone(state);
  const was: unknown[] = [];
  for (const [index, change] of changes.entries()) {
    if (change.path.length === 0) return { ok: false, index, message: 'the path is empty: name the member to correct' };
    let parent: unknown = next;
    for (const [depth, key] of change.path.entries()) {
      const where = change.path.slice(0, depth + 1).join('.');
      if (!hasMember(parent, key)) return { ok: false, index, message: `the state has no ${where}` };
      if (depth === change.path.length - 1) {
        const container = parent as Record<string | number, unknown>;
        was.push(structuredClone(container[key]));
        container[key] = structuredClone(change.value);
      } else {
        parent = (parent as Record<string | number, unknown>)[key];
      }
    }
  }
  return { ok: true, state: next, was };
}

function hasMember(parent: unknown, key: string | number): boolean {
  if (Array.isArray(parent)) return typeof key === 'number' && Number.isInteger(key) && key >= 0 && key < parent.length;
  if (typeof parent !== 'object' || parent === null) return false;
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(parent, key);
}
