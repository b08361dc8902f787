/** A Map or WeakMap: anything that stores values by key. */
interface Store<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * The value `store` holds for `key`, made by `make` and stored the first time it is asked
 * for. For caches of pure results keyed on objects that are never changed in place (a
 * title's context, a game state, a list in the state).
 */
export function cached<K, V>(store: Store<K, V>, key: K, make: () => V): V {
  const hit = store.get(key);
  if (hit !== undefined) return hit;
  const value = make();
  store.set(key, value);
  return value;
}
