import { parse } from 'yaml';
import type { TurnFileSchemas } from '#turnfile/envelope';
import { withSignature } from '#turnfile/signature';
import { fillTemplate } from './fill-template';

/** One request of the mix: a turn file, the token it is sent with, and what it is meant to be. */
export interface MixFile {
  label: string;
  kind: 'final' | 'draft' | 'illegal';
  /** The game in the URL (the mix's game, or an unknown one). */
  game: string;
  text: string;
  token?: string;
}

export interface MixArgs {
  game: string;
  /** The template of the side the open window waits for, and that side's token. */
  template: string;
  token: string;
  /** Another side's token (for the 403 case) and that side's name. */
  otherSide: string;
  otherToken: string;
  /** Legal orders for the open window (at least one). */
  orders: readonly unknown[];
  schemas: TurnFileSchemas;
}

const FINAL_ENTROPY = 'the one final file';

/**
 * Fifty turn files for one open window: ten finals that all say the same thing (YAML,
 * JSON, signed, with auth.token: one file hash), eighteen drafts (nine different, each
 * twice) and twenty-two refused requests (eleven kinds, each twice: illegal orders, a
 * closed window, bad YAML, wrong, missing and unknown credentials, another game, an
 * unknown game, an oversized body). Whatever order they arrive in, exactly one final
 * closes the window with the same file, so every order gives the same game.
 */
export function submissionMix(a: MixArgs): MixFile[] {
  const final = fillTemplate(a.template, { orders: a.orders, entropy: FINAL_ENTROPY });
  const finalObject = parse(final) as Record<string, unknown>;
  const signed = withSignature(final, a.token, a.schemas);
  if (!signed.ok) throw new Error(`cannot sign: ${JSON.stringify(signed.issues)}`);
  const withToken = fillTemplate(a.template, { orders: a.orders, entropy: FINAL_ENTROPY }).replace(/^orders:/m, `auth: { token: "${a.token}" }\norders:`);
  const finals: MixFile[] = [
    ...times(3, { label: 'final yaml', kind: 'final', game: a.game, text: final, token: a.token }),
    ...times(3, { label: 'final json', kind: 'final', game: a.game, text: JSON.stringify(finalObject), token: a.token }),
    ...times(2, { label: 'final signed', kind: 'final', game: a.game, text: signed.text }),
    ...times(2, { label: 'final auth.token', kind: 'final', game: a.game, text: withToken }),
  ];
  const drafts: MixFile[] = [];
  for (let i = 0; i < 9; i++) {
    const text = fillTemplate(a.template, { orders: a.orders.slice(0, i % (a.orders.length + 1)), final: false, entropy: `draft ${i}` });
    drafts.push(...times(2, { label: `draft ${i}`, kind: 'draft', game: a.game, text, token: a.token }));
  }
  const firstUnit = ((a.orders[0] as { attack?: { units?: string[] } }).attack?.units ?? ['nobody'])[0]!;
  /** `token` null sends no credentials at all. */
  const bad = (label: string, text: string, token: string | null = a.token, game = a.game): MixFile[] =>
    times(2, { label, kind: 'illegal', game, text, ...(token !== null ? { token } : {}) });
  const illegal: MixFile[] = [
    ...bad('unknown unit', fillTemplate(a.template, { orders: [{ attack: { target: '0101', units: ['no-such-unit'] } }] })),
    ...bad('move in a combat window', fillTemplate(a.template, { orders: [{ move: { unit: firstUnit, path: ['0101'] } }] })),
    ...bad('window not open', final.replace(/^window: .*$/m, 'window: T09/soviet')),
    ...bad('yaml syntax', 'format: umpire-turn/1\norders: [ {attack: \n'),
    ...bad("the other side's token", final, a.otherToken),
    ...bad('no credentials', final, null),
    ...bad('unknown token', final, 'not-a-token-of-this-game'),
    ...bad('other side gives orders', final.replace(/^side: .*$/m, `side: ${a.otherSide}`), a.otherToken),
    ...bad('another game in the file', final.replace(/^game: .*$/m, 'game: g_elsewhere')),
    ...bad('unknown game', final, a.token, 'g_nosuchgame'),
    ...bad('oversized', `${final}\n# ${'x'.repeat(300 * 1024)}\n`),
  ];
  return interleave([...finals, ...drafts, ...illegal]);
}

function times(n: number, f: MixFile): MixFile[] {
  return Array.from({ length: n }, (_, i) => ({ ...f, label: `${f.label} #${i + 1}` }));
}

/**
 * A fixed, well-mixed order: every seventh file, wrapping (7 shares no factor with 50),
 * starting among the drafts so that in sequence some drafts come before the first final.
 */
function interleave(files: MixFile[]): MixFile[] {
  return files.map((_, i) => files[(i * 7 + 10) % files.length]!);
}
