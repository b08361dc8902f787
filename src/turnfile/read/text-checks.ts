import type { Issue } from '#kernel/engine/issues';
import { lineStarts, positionAt } from './positions';

export const DEFAULT_MAX_BYTES = 256 * 1024;

/** A UTF-16 surrogate without its pair: no character, and no UTF-8 can encode it. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** UTF-8 length of a string without allocating (lone surrogates count as U+FFFD, 3 bytes). */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}


/**
 * Checks on the raw text before any parsing: size, emptiness, NUL bytes and the
 * replacement characters that invalid UTF-8 decodes to. Returns the issues found;
 * a file over the size limit gets that issue alone.
 */
export function checkText(text: string, maxBytes: number): Issue[] {
  // Text of ASCII characters but NUL (a template filled in English) is one byte a character
  // and holds nothing scanText looks for: one native search decides it.
  const ascii = !BEYOND_ASCII_OR_NUL.test(text);
  const bytes = ascii ? text.length : utf8ByteLength(text);
  if (bytes > maxBytes) {
    return [{ path: [], code: 'too-large', message: `the file is ${bytes} bytes; the limit is ${maxBytes} bytes` }];
  }
  if (text.replace(/^\uFEFF/, '').trim() === '') {
    return [{ path: [], code: 'empty', message: 'the file is empty' }];
  }
  const issues: Issue[] = [];
  // scanText's one pass in JavaScript only for a text with something it looks for (one native search)
  if (ascii || !SCANNED_FOR.test(text)) return issues;
  const { nul, lone, replacement } = scanText(text);
  const bad = lone >= 0 ? lone : replacement;
  if (nul < 0 && bad < 0) return issues;
  const starts = lineStarts(text);
  if (nul >= 0) {
    issues.push({ path: [], code: 'nul-byte', message: 'the file contains a NUL byte; is it a binary file?', ...positionAt(starts, nul) });
  }
  if (bad >= 0) {
    issues.push({
      path: [],
      code: 'invalid-encoding',
      message: 'the file is not valid UTF-8 (it contains a replacement character); save it as UTF-8',
      ...positionAt(starts, bad),
    });
  }
  return issues;
}

/** A NUL or any character past ASCII. */
const BEYOND_ASCII_OR_NUL = /[^\u0001-\u007f]/;

/** What scanText looks for: a NUL, U+FFFD, or a surrogate (paired or not). */
const SCANNED_FOR = /[\u0000\uFFFD\uD800-\uDFFF]/;

/**
 * utf8Length, counted natively (TextEncoder into a scratch buffer of three bytes a UTF-16
 * unit, which a lone surrogate also takes as U+FFFD) for a text of at most NATIVE_MAX units,
 * by utf8Length beyond.
 */
export function utf8ByteLength(text: string): number {
  if (text.length > NATIVE_MAX) return utf8Length(text);
  if (scratch.length < text.length * 3) scratch = new Uint8Array(Math.max(text.length * 3, 64 * 1024));
  return encoder.encodeInto(text, scratch).written;
}

const NATIVE_MAX = 128 * 1024;
const encoder = new TextEncoder();
let scratch = new Uint8Array(0);

/**
 * One pass over the text for the first NUL, the first lone surrogate (as LONE_SURROGATE
 * finds it) and the first U+FFFD; -1 for each not there.
 */
export function scanText(text: string): { nul: number; lone: number; replacement: number } {
  let nul = -1;
  let lone = -1;
  let replacement = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) {
      if (nul < 0) nul = i;
    } else if (c === 0xfffd) {
      if (replacement < 0) replacement = i;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      if (i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
      else if (lone < 0) lone = i;
    } else if (c >= 0xdc00 && c <= 0xdfff && lone < 0) lone = i;
  }
  return { nul, lone, replacement };
}
