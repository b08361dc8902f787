import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REMOVED, withoutCredentials } from '#service/credentials/strip-credentials';
import { scanDb } from '../../support/db-scan';
import { startDuel, type DuelGame } from '../../support/duel-game';

let g: DuelGame;
afterEach(() => g?.db.dispose());

const hex2 = (c: string) => c.charCodeAt(0).toString(16).padStart(2, '0');
const hex4 = (c: string) => c.charCodeAt(0).toString(16).padStart(4, '0');

/** The ways a file can write the token `t` as a YAML or JSON string value, each with the text that spells it. */
function spellings(t: string): { name: string; yaml: string }[] {
  const half = Math.floor(t.length / 2);
  return [
    { name: 'plain', yaml: t },
    { name: 'single-quoted', yaml: `'${t}'` },
    { name: 'double-quoted', yaml: `"${t}"` },
    { name: 'YAML \\x escapes', yaml: `"${[...t].map((c) => `\\x${hex2(c)}`).join('')}"` },
    { name: 'YAML \\u escapes', yaml: `"${[...t].map((c) => `\\u${hex4(c)}`).join('')}"` },
    { name: 'YAML \\U escapes', yaml: `"${[...t].map((c) => `\\U0000${hex4(c).toUpperCase()}`).join('')}"` },
    { name: 'one escaped character', yaml: `"${t.slice(0, half)}\\x${hex2(t[half]!)}${t.slice(half + 1)}"` },
    { name: 'escaped line break', yaml: `"${t.slice(0, half)}\\\n    ${t.slice(half)}"` },
    { name: 'folded block', yaml: `>-\n    ${t}\n` },
    { name: 'literal block', yaml: `|-\n    ${t}\n` },
    { name: 'literal block with an indentation indicator', yaml: `|2-\n    ${t}\n` },
    { name: 'anchor', yaml: `&tok "${[...t].map((c) => `\\x${hex2(c)}`).join('')}"` },
    { name: 'flow mapping', yaml: `{ token: "\\u${hex4(t[0]!)}${t.slice(1)}" }` },
  ];
}

/** The texts that would give the token away if found stored anywhere. */
function giveaways(t: string): string[] {
  const all = spellings(t).flatMap((s) => [s.yaml.replace(/^(&tok |>-\n|\|-\n|\|2-\n)/, '').trim()]);
  const escapedOnly = [
    [...t].map((c) => `\\x${hex2(c)}`).join(''),
    [...t].map((c) => `\\u${hex4(c)}`).join(''),
    [...t].map((c) => `\\u${hex4(c).toUpperCase()}`).join(''),
    [...t].map((c) => `\\U0000${hex4(c).toUpperCase()}`).join(''),
  ];
  const b = Buffer.from(t, 'utf8');
  return [...new Set([t, t.slice(0, 24), t.slice(-24), ...all, ...escapedOnly, b.toString('hex'), b.toString('hex').toUpperCase(), b.toString('base64'), b.toString('base64url')])];
}

function yamlFile(game: string, entropy: string, tokenLine: string): string {
  const token = tokenLine.startsWith('{') ? `auth: ${tokenLine}` : `auth:\n  token: ${tokenLine.replace(/\n    /g, '\n    ')}`;
  return `format: umpire-turn/1\ngame: ${game}\nside: blue\nwindow: T01/blue-fire\nfinal: false\nentropy: ${entropy}\n${token}${token.endsWith('\n') ? '' : '\n'}orders: []\n`;
}

function jsonFiles(game: string, t: string): { name: string; text: string }[] {
  const head = `"format": "umpire-turn/1", "game": "${game}", "side": "blue", "window": "T01/blue-fire", "final": false`;
  return [
    { name: 'JSON \\u escapes', text: `{ ${head}, "entropy": "j1", "auth": { "token": "${[...t].map((c) => `\\u${hex4(c)}`).join('')}" }, "orders": [] }` },
    { name: 'JSON \\u escapes, upper case', text: `{ ${head}, "entropy": "j2", "auth": { "token": "${[...t].map((c) => `\\u${hex4(c).toUpperCase()}`).join('')}" }, "orders": [] }` },
    { name: 'JSON one escape', text: `{ ${head}, "entropy": "j3", "auth": {"token":"${t.slice(0, 5)}\\u${hex4(t[5]!)}${t.slice(6)}"}, "orders": [] }` },
    { name: 'JSON plain, on its own line', text: `{\n  ${head},\n  "entropy": "j4",\n  "auth": {\n    "token": "${t}"\n  },\n  "orders": []\n}\n` },
  ];
}

describe('tokens written in a turn file are never stored, however they are spelled (finding 6)', () => {
  it('stores no token of any spelling in any column of any table', async () => {
    g = await startDuel();
    const t = g.token('blue');
    const files = [
      ...spellings(t).map((s, i) => ({ name: s.name, text: yamlFile(g.game.id, `e${i}`, s.yaml) })),
      ...jsonFiles(g.game.id, t),
    ];
    for (const f of files) {
      // each file parses to the token, or this test would prove nothing
      expect((parse(f.text) as { auth: { token: string } }).auth.token, f.name).toBe(t);
      const r = await g.service.submitTurn({ gameId: g.game.id, text: f.text, channel: 'mail' });
      expect(r.ok, `${f.name}: ${JSON.stringify(r)}`).toBe(true);
    }
    // a bearer token that the file also holds, escaped
    const withBearer = yamlFile(g.game.id, 'b1', `"\\x${hex2(t[0]!)}${t.slice(1)}"`);
    expect((await g.service.submitTurn({ gameId: g.game.id, text: withBearer, bearer: t, channel: 'http' })).ok).toBe(true);

    const stored = await g.db.reads.allFiles(g.game.id);
    expect(stored).toHaveLength(files.length + 1);
    // each text is kept as written, the token's value replaced, not swapped for the canonical file
    for (const row of stored) {
      expect(row.raw).toContain(`"${REMOVED}"`);
      expect(row.raw).not.toBe(row.canonical);
    }
    expect(scanDb(g.db.sqlite, giveaways(t))).toEqual([]);
  });

  it('keeps every other byte of the file as written', async () => {
    g = await startDuel();
    const t = g.token('blue');
    const text = `# blue's turn\nformat: umpire-turn/1   # the version\ngame: ${g.game.id}\nside: blue\nwindow: T01/blue-fire\nfinal: false\nauth:\n  token: >-\n    ${t}\norders: []   # none\n`;
    expect((await g.service.submitTurn({ gameId: g.game.id, text, channel: 'mail' })).ok).toBe(true);
    const [row] = await g.db.reads.allFiles(g.game.id);
    expect(row!.raw).toBe(text.replace(`>-\n    ${t}\n`, '"<token removed>"\n'));
  });

  it('stores the canonical file instead when the text cannot be shown to be free of the token', () => {
    // not readable as YAML by the stripper, and the token is in it escaped
    expect(withoutCredentials('a: "\\x41BC"\n: [', ['ABC'], '{"canonical":true}')).toBe('{"canonical":true}');
    expect(withoutCredentials('a: "\\x41BC"\n', ['ABC'], '{}')).toBe('a: "<token removed>"\n');
    expect(withoutCredentials('a: x\n', [], '{}')).toBe('a: x\n');
    expect(withoutCredentials('a: |-\r\n  ABC\r\nb: c\r\n', ['ABC'], '{}')).toBe('a: "<token removed>"\r\nb: c\r\n');
    // no backslash and not written as is: the text cannot hold it and is kept untouched
    expect(withoutCredentials('a: x  # note\n', ['ABC'], '{}')).toBe('a: x  # note\n');
    expect(withoutCredentials('a: x  # ABC\n', ['ABC'], '{}')).toBe('a: x  # <token removed>\n');
  });
});
