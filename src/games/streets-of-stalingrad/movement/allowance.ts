import type { SosSide } from '../combat/fire-combat';
import type { SosTables } from '../data/tables';

/** What a move is, as the allowance reads it: the phase's kind of movement, or a retreat before combat (9.48). */
export type MoveKind = 'movement' | 'deployment' | 'exploit' | 'reserves' | 'retreatBeforeCombat';

/** The unit and its situation. */
export interface AllowanceCase {
  /** The printed MP (2.25), or 8 for dismounted infantry, engineers and mortars (8.71). */
  printedMp: number;
  side: SosSide;
  kind: MoveKind;
  /** 19.5: an isolated Soviet unit. */
  isolated?: boolean;
  /** 8.03: the turn of 13 September (Soviet movement only). */
  thirteenthSeptember?: boolean;
  /** 18.51: a Soviet unit on the West Bank while neither Chuikov nor the 62 Army HQ is there. */
  noChuikov?: boolean;
  /** 18.53: a German unit while Paulus, von Seydlitz or their replacement HQ is off the map, after their entry. */
  germanNoHq?: boolean;
}

/** One factor of the allowance, with its reason and rule. */
export interface AllowanceFactor {
  by: number;
  reason: string;
  rule: string;
}

/**
 * The Movement Points a unit may spend in one phase, or in a retreat before combat (SoS 8.01,
 * 8.03, 8.05, 8.21, 8.31, 9.48, 18.51, 18.53, 19.5), with every factor and its rule. The
 * factors multiply, then the product is rounded up once (8.05: "All MP fractions are rounded
 * upward: 15 MP becomes 8 MP in the Exploit Movement Phase and 4 MP in a retreat before
 * combat"; digest 3.16: one rounding, as 8.32's "1/2 (1/4 if isolated)" reads). The
 * multipliers are data (`tables.yaml` `movement.multipliers`).
 * Readings where the text is silent: 8.03's halving, 18.51's and 18.53's are of "movement
 * phases", so a retreat before combat does not take them; 19.5's is "for any phase", so it
 * does. A retreat before combat is at least one hex (9.48: "All units may retreat one hex");
 * that is the retreat's rule, not a Movement Point figure, and is left to it.
 */
export function movementAllowance(table: SosTables['movement'], c: AllowanceCase): { mp: number; factors: AllowanceFactor[] } {
  const m = table.multipliers;
  const factors: AllowanceFactor[] = [];
  const phase = c.kind !== 'retreatBeforeCombat';
  if (c.kind === 'deployment') factors.push({ by: m.deployment, reason: 'deployment movement (Movement Phases 3 and 10)', rule: 'SoS 8.21' });
  if (c.kind === 'exploit') factors.push({ by: m.exploit, reason: 'the Exploit Movement Phase', rule: 'SoS 8.01' });
  if (c.kind === 'reserves') factors.push({ by: m.reserves, reason: 'the Reserves Movement Phase', rule: c.side === 'german' ? 'SoS 8.01, 8.31' : 'SoS 8.01, 8.32' });
  if (c.kind === 'retreatBeforeCombat') factors.push({ by: m.retreatBeforeCombat, reason: 'a retreat before combat: up to 1/4 of the printed MP', rule: 'SoS 9.48' });
  if (c.side === 'soviet' && c.isolated) factors.push({ by: m.sovietIsolated, reason: 'an isolated Soviet unit moves at half the MP allowed for any phase', rule: 'SoS 19.5' });
  if (c.side === 'soviet' && phase && c.thirteenthSeptember) factors.push({ by: m.soviet13September, reason: 'all Soviet movement phases on 13 September are halved', rule: 'SoS 8.03' });
  if (c.side === 'soviet' && phase && c.noChuikov) factors.push({ by: m.sovietNoChuikov, reason: 'Chuikov (or the 62 Army HQ) is not on the West Bank', rule: 'SoS 18.51' });
  if (c.side === 'german' && phase && c.germanNoHq) factors.push({ by: m.germanNoHq, reason: 'Paulus, von Seydlitz or the replacement HQ is not on the map', rule: 'SoS 18.53' });
  const product = factors.reduce((p, f) => p * f.by, 1);
  return { mp: Math.ceil(c.printedMp * product - 1e-9), factors };
}
