import type { ResultCode } from '#kernel/engine/combat-key';
import { parseMobileAssaultResult } from '../combat/mobile-assault-result';
import { parsePreparedResult, type SideResult } from '../combat/result';

const steps = (n: number): string => `${n} step${n === 1 ? '' : 's'}`;
const who = (letter: 'A' | 'D'): string => (letter === 'A' ? 'the attacker' : 'the defender');

function partWords(letter: 'A' | 'D', p: SideResult): string {
  const bits = [p.steps > 0 ? `loses ${steps(p.steps)} (12.61)` : '', p.retreat > 0 ? `retreats ${p.retreat} hex${p.retreat === 1 ? '' : 'es'}, each of which he may take as a step loss instead (12.62)` : ''].filter(Boolean);
  return `${who(letter)} ${bits.join(' and ')}`;
}

/** A Prepared Assault result in words, as 12.6-12.65 define it: "D(1)r2" → "the defender loses 1 step (12.61) and retreats 2 hexes, …". */
export function preparedMeaning(code: string): string {
  const r = parsePreparedResult(code);
  if (r.attacker === null && r.defender === null) return 'no effect';
  const parts = [r.attacker ? partWords('A', r.attacker) : '', r.defender ? partWords('D', r.defender) : ''].filter(Boolean);
  return `${parts.join('; ')}${r.loser ? `; ${who(r.loser === 'attacker' ? 'A' : 'D')} lost and applies his result first (12.65)` : ''}`;
}

/** A Mobile Assault result in words (11.26, 11.27). */
export function mobileMeaning(code: string): string {
  const r = parseMobileAssaultResult(code);
  if (r.kind === 'defender-retreats') return `the defending stack ${r.steps > 0 ? `loses ${steps(r.steps)} and ` : ''}retreats 3 hexes, none of which may be taken as a step loss; the attacker conducts the retreat (11.26)`;
  return `the attacking unit ${r.steps > 0 ? `loses ${steps(r.steps)}, ` : ''}stops moving and is Disorganized (11.27, 11.28)`;
}

/** The result codes, each in words with its rule, in table order. */
export function preparedCodes(codes: Iterable<string>): ResultCode[] {
  return [...new Set(codes)].map((code) => ({ code, meaning: preparedMeaning(code), rule: 'KB 12.6' }));
}

export function mobileCodes(codes: Iterable<string>): ResultCode[] {
  return [...new Set(codes)].map((code) => ({ code, meaning: mobileMeaning(code), rule: 'KB 11.26, 11.27' }));
}
