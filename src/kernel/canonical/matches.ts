import { canonicalJson, ESCAPED, memberNames } from './jcs';

/**
 * Whether `text` is the canonical JSON of `value` (jcs.ts), mostly without writing it: the
 * value is walked and read against the text character by character, so a state compared
 * with the canonical JSON written of it earlier (the fuzzer's purity check) costs no copy of
 * its text. Whenever the walk cannot vouch for them (a difference, a string with escapes,
 * something JCS rejects, a very deep nesting), the value is written and compared, so the
 * answer, and what throws, are exactly those of `canonicalJson(value) === text`.
 */
export function canonicalMatches(value: unknown, text: string): boolean {
  if (value !== undefined) {
    try {
      if (match(value, text, 0, 0) === text.length) return true;
    } catch (err) {
      if (err !== GIVE_UP) throw err;
    }
  }
  return canonicalJson(value) === text;
}

const GIVE_UP = Symbol('give-up');
/** Deeper than this, the walk leaves it to canonicalJson (which finds cycles). */
const MAX_DEPTH = 1000;
const QUOTE = 34;

/** `s` written without escapes at `at`: the position after it, or -1. */
function matchString(s: string, text: string, at: number): number {
  if (ESCAPED.test(s)) throw GIVE_UP;
  if (text.charCodeAt(at) !== QUOTE || !text.startsWith(s, at + 1)) return -1;
  const end = at + 1 + s.length;
  return text.charCodeAt(end) === QUOTE ? end + 1 : -1;
}

const matchWord = (word: string, text: string, at: number): number => (text.startsWith(word, at) ? at + word.length : -1);

/** The position after `value`'s canonical JSON read at `at` in `text`, or -1 where they differ. */
function match(value: unknown, text: string, at: number, depth: number): number {
  switch (typeof value) {
    case 'string':
      return matchString(value, text, at);
    case 'number':
      if (!Number.isFinite(value)) throw GIVE_UP;
      return matchWord(String(value), text, at);
    case 'boolean':
      return matchWord(value ? 'true' : 'false', text, at);
    case 'object': {
      if (value === null) return matchWord('null', text, at);
      if (depth >= MAX_DEPTH) throw GIVE_UP;
      if (Array.isArray(value)) return matchArray(value, text, at, depth);
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) throw GIVE_UP;
      return matchRecord(value as Record<string, unknown>, text, at, depth);
    }
    default:
      throw GIVE_UP;
  }
}

function matchArray(items: unknown[], text: string, at: number, depth: number): number {
  if (text.charCodeAt(at) !== 0x5b) return -1; // [
  let pos = at + 1;
  for (let i = 0; i < items.length; i++) {
    const item: unknown = items[i];
    if (item === undefined) throw GIVE_UP;
    if (i > 0 && text.charCodeAt(pos++) !== 0x2c) return -1; // ,
    pos = match(item, text, pos, depth + 1);
    if (pos < 0) return -1;
  }
  return text.charCodeAt(pos) === 0x5d ? pos + 1 : -1; // ]
}

function matchRecord(record: Record<string, unknown>, text: string, at: number, depth: number): number {
  if (text.charCodeAt(at) !== 0x7b) return -1; // {
  let pos = at + 1;
  let first = true;
  for (const key of memberNames(record)) {
    const member = record[key];
    if (member === undefined) continue;
    if (!first && text.charCodeAt(pos++) !== 0x2c) return -1; // ,
    first = false;
    pos = matchString(key, text, pos);
    if (pos < 0 || text.charCodeAt(pos++) !== 0x3a) return -1; // :
    pos = match(member, text, pos, depth + 1);
    if (pos < 0) return -1;
  }
  return text.charCodeAt(pos) === 0x7d ? pos + 1 : -1; // }
}
