/**
 * Mobile Assault result codes (KB 11.26, 11.27):
 *   "Dr3"    the target stack retreats 3 hexes; none may be taken as a step loss, and the
 *            ATTACKER conducts the retreat (11.26);
 *   "D(1)r3" the same, and the stack also loses one step (11.26);
 *   "AD"     the attacking unit stops moving and is Disorganized (11.27, 11.28);
 *   "A(n)D"  the same, and the attacking unit loses n steps (11.27).
 */
export type MobileAssaultResult =
  | { code: string; kind: 'defender-retreats'; steps: number; retreat: 3; conductedBy: 'attacker'; convertible: false }
  | { code: string; kind: 'attacker-disorganized'; steps: number; stops: true };

/** 11.26 names only three-hex retreats. */
const DEFENDER = /^D(?:\((\d+)\))?r3$/;
const ATTACKER = /^A(?:\((\d+)\))?D$/;

/** Parses a Mobile Assault result; throws a RangeError naming the code otherwise. */
export function parseMobileAssaultResult(code: string): MobileAssaultResult {
  const s = code.trim();
  const d = DEFENDER.exec(s);
  if (d) return { code: s, kind: 'defender-retreats', steps: Number(d[1] ?? 0), retreat: 3, conductedBy: 'attacker', convertible: false };
  const a = ATTACKER.exec(s);
  if (a) return { code: s, kind: 'attacker-disorganized', steps: Number(a[1] ?? 0), stops: true };
  throw new RangeError(`"${code}" is not a Mobile Assault result (Dr3, D(1)r3, AD or A(n)D; KB 11.26, 11.27)`);
}
