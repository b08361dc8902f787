import { type Node, type Pair, Scalar, isMap, parseDocument } from 'yaml';
import type { Issue } from '#kernel/engine/issues';
import { canonicalJson } from '#kernel/canonical/jcs';
import { bytesEqual, bytesToHex, hexToBytes, hmacSha256Bytes, hmacSha256Hex } from '#kernel/canonical/hash';
import type { TurnFile, TurnFileSchemas } from './envelope';
import { parseTurnFile } from './parse';

/**
 * Signed turn files, for mail (design.md "Contracts → Turn file"):
 *   signingKey = HMAC-SHA256(key = token (UTF-8), msg = "umpire-sign")
 *   signature  = "hmac-sha256:" ‖ hex(HMAC-SHA256(key = signingKey (32 raw bytes),
 *                                                msg = canonical JSON of the parsed file without auth))
 * The server keeps the signing key, never the token.
 */
export const SIGNING_KEY_LABEL = 'umpire-sign';
const PREFIX = 'hmac-sha256:';

/** The signing key the server stores for a side, hex. */
export function signingKeyFor(token: string): string {
  return hmacSha256Hex(token, SIGNING_KEY_LABEL);
}

/** The canonical JSON a signature covers: the parsed file without `auth`. */
export function signedContent(file: TurnFile): string {
  const { auth: _auth, ...unsigned } = file;
  return canonicalJson(unsigned);
}

export function signTurnFile(file: TurnFile, token: string): string {
  return signWithKey(file, signingKeyFor(token));
}

/** Signs with the stored key (the server and tests can sign without the token). */
export function signWithKey(file: TurnFile, signingKeyHex: string): string {
  return PREFIX + bytesToHex(hmacSha256Bytes(hexToBytes(signingKeyHex), signedContent(file)));
}

/** Whether the file's auth.signature is valid for the key. Constant-time comparison; never throws. */
export function verifyTurnFileSignature(file: TurnFile, signingKeyHex: string): boolean {
  const signature = file.auth?.signature;
  if (typeof signature !== 'string' || !/^hmac-sha256:[0-9a-f]{64}$/.test(signature)) return false;
  try {
    const expected = hmacSha256Bytes(hexToBytes(signingKeyHex), signedContent(file));
    return bytesEqual(expected, hexToBytes(signature.slice(PREFIX.length)));
  } catch {
    return false;
  }
}

/**
 * For `umpire sign FILE`: the file's text with auth.signature set and any auth.token
 * removed. YAML stays YAML, comments kept; JSON stays JSON (re-indented by two spaces).
 * The file must parse first; its issues are returned otherwise.
 */
export function withSignature(
  text: string,
  token: string,
  schemas: TurnFileSchemas,
): { ok: true; text: string } | { ok: false; issues: Issue[] } {
  const parsed = parseTurnFile(text, schemas);
  if (!parsed.ok) return parsed;
  const signature = signTurnFile(parsed.file, token);
  const body = text.replace(/^\uFEFF/, '');
  const signed = body.trimStart().startsWith('{') ? signJson(body, signature) : signYaml(body, signature);
  // The signed text must say exactly what was signed; check it rather than trust the edit.
  const again = signed === undefined ? undefined : parseTurnFile(signed, schemas);
  if (signed === undefined || !again?.ok || again.hash !== parsed.hash || again.file.auth?.signature !== signature) {
    return {
      ok: false,
      issues: [{ path: ['auth'], code: 'cannot-sign', message: 'the signature could not be added to this file; add auth: { signature: "…" } by hand' }],
    };
  }
  return { ok: true, text: signed };
}

function signJson(text: string, signature: string): string {
  const data = JSON.parse(text) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const auth = { signature };
  for (const [k, v] of Object.entries(data)) {
    if (k === 'auth') continue;
    if (k === 'orders' && !('auth' in out)) out.auth = auth;
    out[k] = v;
  }
  if (!('auth' in out)) out.auth = auth;
  return `${JSON.stringify(out, null, 2)}\n`;
}

function signYaml(text: string, signature: string): string | undefined {
  const doc = parseDocument(text, { uniqueKeys: false, version: '1.2' });
  const root = doc.contents;
  if (!isMap(root) || root.flow) return undefined;
  const line = `auth: { signature: "${signature}" }`;
  const items = root.items as unknown as Pair<Node, Node | null>[];
  const auth = items.find((p) => keyName(p) === 'auth');
  if (auth) {
    // Replace the auth entry's text only, so every other byte stays as written.
    const from = auth.key?.range?.[0];
    const to = auth.value?.range?.[1] ?? auth.key?.range?.[1];
    if (from === undefined || to === undefined) return undefined;
    const eol = text.slice(from, to).endsWith('\n') ? '\n' : '';
    return text.slice(0, from) + line + eol + text.slice(to);
  }
  const orders = items.find((p) => keyName(p) === 'orders');
  const at = orders?.key?.range?.[0];
  if (at === undefined) return undefined;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const indent = text.slice(lineStart, at);
  if (!/^[ ]*$/.test(indent)) return undefined;
  return `${text.slice(0, at)}${line}\n${indent}${text.slice(at)}`;
}

function keyName(p: Pair<Node, Node | null>): unknown {
  return p.key instanceof Scalar ? p.key.value : p.key;
}
