/**
 * Prepared Assault result codes (KB 12.6-12.65), e.g. "D(1)r2", "Ar1", "A(3)r2".
 * A side letter (A attacker, D defender) with (n) = n mandatory step losses (12.61) and
 * rk = k hexes of retreat, each of which may be taken as a step loss instead (12.62).
 * A cell may name both sides, "A(1)/D(1)r2"; "-" is a cell with no effect. The side
 * whose part has an r is the loser and applies its result first (12.65).
 */
export interface SideResult {
  /** Mandatory step losses, the (n) (12.61). */
  steps: number;
  /** Hexes of retreat, the rk; each may be converted into a step loss (12.62). */
  retreat: number;
}

export type Loser = 'attacker' | 'defender';

export interface PreparedResult {
  code: string;
  attacker: SideResult | null;
  defender: SideResult | null;
  /** The side with an r (12.65); null when neither retreats. */
  loser: Loser | null;
}

const PART = /^([AD])(?:\((\d+)\))?(?:r(\d+))?$/;

/** Parses a Prepared Assault result; throws a RangeError naming the code otherwise, so a mistyped table fails at build. */
export function parsePreparedResult(code: string): PreparedResult {
  const s = code.trim();
  if (s === '-') return { code: s, attacker: null, defender: null, loser: null };
  const parts = s.split('/');
  let attacker: SideResult | null = null;
  let defender: SideResult | null = null;
  for (const p of parts) {
    const m = PART.exec(p.trim());
    if (!m || (m[2] === undefined && m[3] === undefined)) throw new RangeError(`"${code}" is not a Prepared Assault result (e.g. D(1)r2, Ar1, A(1)/D(1)r2 or -; KB 12.6)`);
    const side: SideResult = { steps: Number(m[2] ?? 0), retreat: Number(m[3] ?? 0) };
    if (m[1] === 'A') {
      if (attacker) throw new RangeError(`"${code}" names the attacker twice`);
      attacker = side;
    } else {
      if (defender) throw new RangeError(`"${code}" names the defender twice`);
      defender = side;
    }
  }
  if ((attacker?.retreat ?? 0) > 0 && (defender?.retreat ?? 0) > 0) {
    throw new RangeError(`"${code}" retreats both sides: only one side can lose a combat (KB 12.65)`);
  }
  const loser: Loser | null = (attacker?.retreat ?? 0) > 0 ? 'attacker' : (defender?.retreat ?? 0) > 0 ? 'defender' : null;
  return { code: s, attacker, defender, loser };
}

/** The code of a result, the inverse of parsePreparedResult. */
export function formatPreparedResult(r: Pick<PreparedResult, 'attacker' | 'defender'>): string {
  const part = (letter: string, x: SideResult | null): string | null =>
    x === null ? null : `${letter}${x.steps > 0 ? `(${x.steps})` : ''}${x.retreat > 0 ? `r${x.retreat}` : ''}`;
  const parts = [part('A', r.attacker), part('D', r.defender)].filter((p): p is string => p !== null);
  return parts.length === 0 ? '-' : parts.join('/');
}
