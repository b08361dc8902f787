/**
 * One step-loss result of a CRT cell (e.g. CtS 10.4): "A1/D2" = the attacker loses one
 * step and the defender two; "A1" and "D2" name one side only; "-" (or "—", "0") is none.
 */
export interface StepLosses {
  attacker: number;
  defender: number;
}

export const NO_LOSSES: StepLosses = Object.freeze({ attacker: 0, defender: 0 });

/** Parses a result code; throws on anything else, so a mistyped table fails at build. */
export function parseStepLosses(code: string): StepLosses {
  const s = code.trim();
  if (s === '-' || s === '—' || s === '–' || s === '0') return { attacker: 0, defender: 0 };
  const m = /^(?:A(\d+))?(?:\s*\/\s*)?(?:D(\d+))?$/.exec(s);
  if (!m || (m[1] === undefined && m[2] === undefined) || (m[1] !== undefined && m[2] !== undefined && !s.includes('/'))) {
    throw new RangeError(`"${code}" is not a step-loss result (A1/D2, A1, D2 or -)`);
  }
  return { attacker: Number(m[1] ?? 0), defender: Number(m[2] ?? 0) };
}

/** The code of a result, the inverse of parseStepLosses: "A1/D2", "A1", "D2" or "-". */
export function formatStepLosses(r: StepLosses): string {
  if (r.attacker === 0 && r.defender === 0) return '-';
  if (r.defender === 0) return `A${r.attacker}`;
  if (r.attacker === 0) return `D${r.defender}`;
  return `A${r.attacker}/D${r.defender}`;
}

/** Two or more white-die results of one battle are added together (CtS 10.4). */
export function sumLosses(results: readonly StepLosses[]): StepLosses {
  return results.reduce((t, r) => ({ attacker: t.attacker + r.attacker, defender: t.defender + r.defender }), { attacker: 0, defender: 0 });
}
