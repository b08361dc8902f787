import { issue, type Issue } from '#kernel/engine/issues';
import type { Applied } from './modifier';

/**
 * A side's total Combat Strength in one combat (KB 12.0, 15.11, 15.12, 15.3, 15.32, 20.1),
 * from the units' strengths (strength.ts) hex by hex:
 *   - an HQ is no combat unit: stacked with others it adds one (15.12); alone in a hex
 *     that is attacked it defends with one (15.11); it never attacks by itself (15.11);
 *   - a Tiger company adds only its shift (15.3); alone it defends with one (15.32);
 *   - an Ersatz battalion defends with its value but its stack's attack never uses it,
 *     and it never attacks (20.1).
 * Digest A15: the HQ's one is added on defense; on attack only when `hqAddsOnAttack`.
 */
export type Role = 'combat' | 'hq' | 'tiger-company' | 'ersatz';

export interface ForceUnit {
  id: string;
  role: Role;
  /** The unit's strength from strength.ts (ignored for an HQ and a Tiger company). */
  strength: number;
}

export interface ForceHex {
  hex: string;
  units: ForceUnit[];
}

export interface ForceTotal {
  total: number;
  byHex: { hex: string; strength: number; applied: Applied[] }[];
}

export type ForceAnswer = { ok: true; value: ForceTotal } | { ok: false; issues: Issue[] };

export function defenseTotal(hexes: readonly ForceHex[]): ForceAnswer {
  const issues = shapeIssues(hexes, 'defenders');
  if (issues.length > 0) return { ok: false, issues };
  const byHex = hexes.map(({ hex, units }) => {
    const others = units.filter((u) => u.role !== 'hq');
    const hqs = units.length - others.length;
    if (others.length === 0) return { hex, strength: 1, applied: [{ reason: 'hq-alone', rule: 'KB 15.11' }] };
    if (others.every((u) => u.role === 'tiger-company')) return { hex, strength: 1, applied: [{ reason: 'tiger-company-alone', rule: 'KB 15.32' }] };
    const sum = others.reduce((s, u) => s + (u.role === 'tiger-company' ? 0 : u.strength), 0);
    return { hex, strength: sum + hqs, applied: hqs > 0 ? [{ reason: 'hq-stacked', rule: 'KB 15.12' }] : [] };
  });
  const total = byHex.reduce((s, h) => s + h.strength, 0);
  if (total < 1) return { ok: false, issues: [issue(['defenders'], 'no-defense-strength', 'the defenders add no Combat Strength; every unit has at least 1', 'KB 2.7')] };
  return { ok: true, value: { total, byHex } };
}

export function attackTotal(hexes: readonly ForceHex[], opts: { hqAddsOnAttack?: boolean } = {}): ForceAnswer {
  const issues = shapeIssues(hexes, 'attackers');
  hexes.forEach(({ units }, h) => {
    units.forEach((u, i) => {
      if (u.role === 'ersatz') issues.push(issue(['attackers', h, 'units', i], 'ersatz-attacks', `${u.id} is an Ersatz battalion: strictly defensive, it never attacks`, 'KB 20.1'));
    });
    if (units.length > 0 && units.every((u) => u.role === 'hq')) issues.push(issue(['attackers', h], 'hq-attacks-alone', 'an HQ never attacks by itself', 'KB 15.11'));
  });
  if (issues.length > 0) return { ok: false, issues };
  const byHex = hexes.map(({ hex, units }) => {
    const hqs = opts.hqAddsOnAttack ? units.filter((u) => u.role === 'hq').length : 0;
    const sum = units.reduce((s, u) => s + (u.role === 'combat' ? u.strength : 0), 0);
    return { hex, strength: sum + hqs, applied: hqs > 0 ? [{ reason: 'hq-stacked', rule: 'KB 15.12' }] : [] };
  });
  const total = byHex.reduce((s, h) => s + h.strength, 0);
  if (total < 1) return { ok: false, issues: [issue(['attackers'], 'no-attack-strength', 'the attackers add no Combat Strength (Tiger companies and HQs alone do not attack)', 'KB 15.3')] };
  return { ok: true, value: { total, byHex } };
}

function shapeIssues(hexes: readonly ForceHex[], side: 'attackers' | 'defenders'): Issue[] {
  const out: Issue[] = [];
  if (hexes.length === 0) out.push(issue([side], 'no-units', 'a combat needs units on both sides', 'KB 12.0'));
  hexes.forEach(({ units }, h) => {
    if (units.length === 0) out.push(issue([side, h, 'units'], 'empty-hex', 'a hex in a combat holds at least one unit', 'KB 12.0'));
    units.forEach((u, i) => {
      if (!Number.isInteger(u.strength) || u.strength < 0) out.push(issue([side, h, 'units', i, 'strength'], 'bad-strength', `${u.id}: a strength is a whole number >= 0, got ${u.strength}`));
    });
  });
  return out;
}
