import type { Issue } from '#kernel/engine/issues';
import type { FireCombat } from '../../combat/fire-combat';
import { firePoints, isRefusal, type FirePoints } from '../../combat/fire-points';
import { modifiedRoll } from '../../combat/fire-drm';
import type { FireResolution } from '../../combat/fire-resolution';
import { fireColumn, readWbbt } from '../../combat/fire-tables';
import type { SpottingSituation } from '../../data/tables';
import type { DefensiveFirePlan } from '../../orders/standing';
import { wbbtModifiers, type BombardContext } from '../bombardment/resolve-bombardment';
import type { HexDefense } from './defense-plan';

/**
 * The WBBT note: "IF artillery units may use the WBBT for bombardment, attacks, defensive fire,
 * and (mortars only) opportunity fire. ... If any infantry, engineers, armored, AA or AT units are
 * also firing, use the CRT, not the WBBT." 14.02: IF fires its AF "In either side's Attack or
 * Exploit Attack Phase to attack or defensive fire by themselves".
 *
 * Read so: the defender's fire at one attacking hex (9.56) is read on the WBBT when a `support`
 * group aimed at it names `table: wbbt` (the standing plan: its `table: wbbt`); then only IF
 * artillery fires at that hex. Direct fire units firing at the same hex (the attacked hex's, or
 * those not attacked, 9.601) send it to the CRT, so the answer is refused (`wbbt-with-direct-fire`).
 * The River Flotilla is refused too: its units are armored (16.51), and 16.55 gives it the WBBT
 * only "in the Soviet Attack and Exploit Attack Phases"; its defensive fire in the German ones
 * (16.52 ∆) joins the hex's on the CRT. Default: the CRT.
 */
// SoS 9.5, 9.51, 9.52, 9.56, 9.57, 9.58, 9.60, 9.601, 9.602, 14.45, 14.6: the defender's fire at an attacking hex, by the table its IF support names
export const firesAtOnWbbt = (d: HexDefense, at: string): boolean => (d.support ?? []).some((g) => g.at === at && g.table === 'wbbt');

/** The standing plan for a hex names the WBBT. */
export const planOnWbbt = (plan: DefensiveFirePlan | undefined): boolean => plan?.table === 'wbbt';

const DIRECT = 'direct fire units do not fire on the WBBT ("If any infantry, engineers, armored, AA or AT units are also firing, use the CRT, not the WBBT"): fire at this hex on the CRT with them, or with the IF alone on the WBBT';

/** WBBT note, 16.55: the problems of an answer's defensive fire on the WBBT, paths relative to the answer entry. */
export function wbbtDefenseProblems(d: HexDefense): Issue[] {
  const out: Issue[] = [];
  (d.support ?? []).forEach((g, i) => {
    if (g.table !== 'wbbt') return;
    const direct = d.fire.some((f) => f.at === g.at && f.units.length > 0);
    const flotilla = (d.flotilla ?? []).some((f) => f.at === g.at);
    if (direct || flotilla) out.push({ path: ['support', i, 'table'], code: 'wbbt-with-direct-fire', message: `${g.at}: ${DIRECT}${flotilla ? '; the River Flotilla fires on the WBBT only in the Soviet Attack and Exploit Attack Phases' : ''}`, rule: 'SoS WBBT, 9.52, 16.55' });
  });
  return out;
}

/** WBBT note: the problems of a standing plan entry on the WBBT, paths relative to the entry. */
export function wbbtPlanProblems(plan: DefensiveFirePlan): Issue[] {
  if (!planOnWbbt(plan)) return [];
  const out: Issue[] = [];
  if (!plan.support) out.push({ path: ['table'], code: 'wbbt-without-if', message: 'only IF artillery fires defensively on the WBBT: name its support, or fire on the CRT', rule: 'SoS WBBT, 9.52' });
  if (plan.outside) out.push({ path: ['outside'], code: 'wbbt-with-direct-fire', message: DIRECT, rule: 'SoS WBBT, 9.601' });
  if (plan.flotilla) out.push({ path: ['flotilla'], code: 'wbbt-with-direct-fire', message: `${DIRECT}; the River Flotilla fires on the WBBT only in the Soviet Attack and Exploit Attack Phases`, rule: 'SoS WBBT, 16.55' });
  return out;
}

/** SoS 9.19: the AF the firers fire (9.13), each refused one left out. */
const firedPoints = (c: FireCombat): FirePoints[] => c.firers.map((f) => firePoints(f, c.kind, c.target)).filter((p): p is FirePoints => !isRefusal(p));

/** The IF support's fire reaches the WBBT's first column (1-4): there is a fire to roll. */
export const reachesWbbt = (c: FireCombat, wbbt: { columnFloors: number[] }): boolean => firedPoints(c).reduce((s, p) => s + p.points, 0) >= wbbt.columnFloors[0]!;

/** A defensive fire read on the WBBT: the resolution (a miss read as no effect) and whether it missed. */
export interface WbbtDefensiveFire extends FireResolution {
  miss: boolean;
}

/**
 * WBBT note, 14.6, 9.52: the IF support's defensive fire at an attacking hex read on the WBBT:
 * the AF each IF unit fires (9.13) make the total, its column read as a bombardment's
 * (`fireColumn` on the WBBT, no column shift: 9.67 is the CRT's); the modifiers are the WBBT's
 * own (resolve-bombardment.ts `wbbtModifiers`: the Spotting Table situation, the least
 * favourable of the groups' (14.31), a named leader spotting the adjacent hex, NKVD, Out of
 * Supply, a fortification or the firer's minefield in the attackers' hex; no 9.72 defender's
 * DRM, no TEC, 14.6); 8 or higher misses.
 */
export function wbbtDefensiveFire(bctx: BombardContext, c: FireCombat, spotting: SpottingSituation | undefined, named: boolean, die: number): WbbtDefensiveFire {
  const wbbt = bctx.env.tables.wbbt;
  const read = c.firers.map((f) => firePoints(f, c.kind, c.target));
  const points = read.filter((p): p is FirePoints => !isRefusal(p));
  const refused = read.filter(isRefusal);
  const firing: FireCombat = { ...c, firers: c.firers.filter((f) => points.some((p) => p.id === f.id)) };
  const total = points.reduce((s, p) => s + p.points, 0);
  const column = fireColumn(wbbt, total);
  const units = firing.firers.map((f) => f.id);
  const drms = wbbtModifiers(bctx, { side: c.side, target: c.target.hex, table: 'wbbt', units, af: total, spotting: spotting ?? 'selfSpotting', namedLeaderAdjacent: named, opOn1039: false, stukas: null }, firing);
  const mdr = modifiedRoll(die, drms);
  const result = readWbbt(wbbt, column, mdr);
  return { points, refused, total, shifts: [], column, drms, die, mdr, result: result === 'miss' ? '-' : result, miss: result === 'miss' };
}
