import type { z } from 'zod';
import { characterCount } from './character-count';

/**
 * Plain-English default messages for zod issues, used for every check a schema did not
 * word itself. Passed to safeParse as its error map.
 */
export const plainMessages: z.core.$ZodErrorMap = (iss) => {
  const input = iss.input;
  switch (iss.code) {
    case 'invalid_type':
      return input === undefined ? `required, but missing` : `expected ${article(iss.expected)}, found ${describe(input)}`;
    case 'invalid_value':
      return iss.values.length === 1
        ? `expected ${show(iss.values[0])}, found ${describe(input)}`
        : `expected one of ${iss.values.map(show).join(', ')}, found ${describe(input)}`;
    case 'invalid_format':
      return iss.format === 'regex' ? `${describe(input)} does not have the expected form` : `expected ${article(iss.format)}, found ${describe(input)}`;
    case 'too_big':
      return iss.origin === 'string'
        ? `at most ${String(iss.maximum)} characters, found ${describeLength(input)}`
        : iss.origin === 'array'
          ? `at most ${String(iss.maximum)} items, found ${describeLength(input)}`
          : `at most ${String(iss.maximum)}${iss.inclusive === false ? ' (exclusive)' : ''}, found ${describe(input)}`;
    case 'too_small':
      return iss.origin === 'string'
        ? `at least ${String(iss.minimum)} characters, found ${describeLength(input)}`
        : iss.origin === 'array'
          ? `at least ${String(iss.minimum)} items, found ${describeLength(input)}`
          : `at least ${String(iss.minimum)}${iss.inclusive === false ? ' (exclusive)' : ''}, found ${describe(input)}`;
    case 'not_multiple_of':
      return `expected a multiple of ${iss.divisor}, found ${describe(input)}`;
    case 'invalid_union':
      return 'does not match any accepted form';
    default:
      return undefined;
  }
};

const article = (t: string): string => {
  const name = t === 'int' ? 'whole number' : t === 'object' ? 'mapping' : t === 'array' ? 'list' : t;
  return /^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`;
};

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  if (typeof v === 'string') {
    // Cut by characters, never inside a surrogate pair.
    return characterCount(v) > 40 ? `"${Array.from(v.slice(0, 80)).slice(0, 37).join('')}…"` : JSON.stringify(v);
  }
  return String(v);
}

const show = (v: unknown): string => (typeof v === 'string' ? JSON.stringify(v) : String(v));

/** A string's length in characters (code points), as its limit counts it. */
const describeLength = (v: unknown): string =>
  typeof v === 'string' ? `${characterCount(v)}` : Array.isArray(v) ? `${v.length}` : describe(v);
