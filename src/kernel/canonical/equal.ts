import { canonicalJson, isWellFormed } from './jcs';

/**
 * Whether two values have the same canonical JSON (jcs.ts), mostly without writing it:
 * both are walked together, and only when the walk cannot vouch for them (they differ, or
 * hold something that is not plain JSON, or nest very deep) are both written and compared,
 * so a value canonicalJson rejects throws here as it does there.
 */
export function canonicalEqual(a: unknown, b: unknown): boolean {
  return plainEqual(a, b, 0) || canonicalJson(a) === canonicalJson(b);
}

/** Deeper than this, the walk leaves it to canonicalJson (which finds cycles). */
const MAX_DEPTH = 1000;

/** true only when both are plain JSON with the same canonical form: same members (undefined ones left out), -0 as 0. */
function plainEqual(a: unknown, b: unknown, depth: number): boolean {
  switch (typeof a) {
    case 'string':
      return a === b && isWellFormed(a);
    case 'boolean':
      return a === b;
    case 'number':
      return a === b && Number.isFinite(a);
    case 'object': {
      if (a === null || b === null) return a === b;
      if (typeof b !== 'object' || depth >= MAX_DEPTH) return false;
      if (Array.isArray(a)) {
        if (!Array.isArray(b) || a.length !== b.length) return false;
        for (let i = 0; i < a.length; i++) {
          const v: unknown = a[i];
          if (v === undefined || !plainEqual(v, b[i], depth + 1)) return false;
        }
        return true;
      }
      if (Array.isArray(b) || !isPlain(a) || !isPlain(b)) return false;
      const x = a as Record<string, unknown>;
      const y = b as Record<string, unknown>;
      let members = 0;
      for (const key of Object.keys(x)) {
        const v = x[key];
        if (v === undefined) continue;
        members++;
        if (!Object.prototype.hasOwnProperty.call(y, key) || !isWellFormed(key) || !plainEqual(v, y[key], depth + 1)) return false;
      }
      for (const key of Object.keys(y)) if (y[key] !== undefined) members--;
      return members === 0;
    }
    default:
      return false;
  }
}

function isPlain(o: object): boolean {
  const proto: unknown = Object.getPrototypeOf(o);
  return proto === Object.prototype || proto === null;
}
