import { conversionKind } from '../rules/guards/guard-kind';
import type { Issue } from '#kernel/engine/issues';
import { issue } from '#kernel/engine/issues';
import { hexId } from '#kernel/ids';
import type { Submission } from '#kernel/engine/ruleset';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { CtsStandingSchema } from '../orders/schema';
import { setupLossProblems } from '../setup/setup-losses';
import { optionalRule } from '../setup/optional-rules';

/**
 * Problems of the standing choices about a side's forces (orders/schema.ts
 * ReinforcementStandingSchema): units named for Withdrawals (20.3) and rebuilds (21.4,
 * 18.2) are the side's own; set-up losses (35.1) come from the Soviet and keep 35.1(4)
 * and its [Change] (E38, A40); standing air targets (23.9.1) and Ground Support hexes
 * (23.11) name enemy air units and map hexes; Guard conversion preferences (32.0) name
 * Soviet units that may convert. Set-up losses are honoured only before the first battle of the Axis's first player turn.
 */
export function standingIssues(ctx: CtsContext, state: CtsState, sub: Submission): Issue[] {
  if (sub.standing === undefined) return [];
  const parsed = CtsStandingSchema.safeParse(sub.standing);
  if (!parsed.success) return [];
  const side = sub.side as string as CtsSide;
  const s = parsed.data;
  const out: Issue[] = [];
  const own = (id: string): boolean => ctx.units.get(id)?.side === side;
  (s.withdraw ?? []).forEach((w, i) => {
    if (!own(w.unit)) out.push(issue(['standing', 'withdraw', i, 'unit'], 'not-yours', `${w.unit} is not a unit of the ${side} side`, 'CtS 20.3'));
  });
  (s.rebuild ?? []).forEach((id, i) => {
    if (!own(id)) out.push(issue(['standing', 'rebuild', i], 'not-yours', `${id} is not a unit of the ${side} side`, 'CtS 21.4'));
  });
  // 32.0: a Guard conversion is the Soviet's choice, among his own units that may convert
  if (s.guards && side !== 'soviet') out.push(issue(['standing', 'guards'], 'soviet-only', 'Guard conversions are the Soviet player\'s choice', 'CtS 32.0'));
  else {
    (s.guards?.prefer ?? []).forEach((id, i) => {
      const spec = ctx.units.get(id);
      if (!own(id)) out.push(issue(['standing', 'guards', 'prefer', i], 'not-yours', `${id} is not a unit of the ${side} side`, 'CtS 32.0'));
      else if (conversionKind(spec!) === null) out.push(issue(['standing', 'guards', 'prefer', i], 'not-convertible', `${spec!.name} may not be converted: only rifle divisions, tank corps, cavalry corps and motorized infantry (not Guards already)`, 'CtS 32.2'));
    });
  }
  // 23.4, 23.13: standing air orders name the side's own air units, each placed once
  const ownAir = (id: string): boolean => ctx.airUnits.get(id)?.side === side;
  (s.air?.defend ?? []).forEach((d, i) => {
    if (!ownAir(d.unit)) out.push(issue(['standing', 'air', 'defend', i, 'unit'], 'not-yours', `${d.unit} is not an air unit of the ${side} side`, 'CtS 23.4'));
    else if ((s.air?.defend ?? []).slice(0, i).some((x) => x.unit === d.unit)) out.push(issue(['standing', 'air', 'defend', i, 'unit'], 'air-placed-twice', `${d.unit} is placed twice`, 'CtS 23.4'));
    else if (!ctx.map.has(hexId(d.hex))) out.push(issue(['standing', 'air', 'defend', i, 'hex'], 'off-map', `${d.hex} is not a hex of the map`, 'CtS 23.4'));
  });
  (s.air?.replace ?? []).forEach((id, i) => {
    if (!ownAir(id)) out.push(issue(['standing', 'air', 'replace', i], 'not-yours', `${id} is not an air unit of the ${side} side`, 'CtS 23.13'));
  });
  // 23.9.1: named air-to-air targets: for an own F/FB, enemy air units
  for (const [unit, targets] of Object.entries(s.air?.targets ?? {})) {
    const spec = ctx.airUnits.get(unit);
    if (!ownAir(unit)) out.push(issue(['standing', 'air', 'targets', unit], 'not-yours', `${unit} is not an air unit of the ${side} side`, 'CtS 23.9'));
    else if (spec && spec.type !== 'F' && spec.type !== 'FB') out.push(issue(['standing', 'air', 'targets', unit], 'not-a-fighter', `${spec.name} is not a fighter (F or FB): only fighters attack in Air-to-Air Combat`, 'CtS 23.9'));
    targets.forEach((id, i) => {
      const t = ctx.airUnits.get(id);
      if (!t || t.side === side) out.push(issue(['standing', 'air', 'targets', unit, i], 'not-enemy-air', `${id} is not an enemy air unit`, 'CtS 23.9'));
    });
  }
  // 38.0 (optional): Interception is the Axis player's only, in a game that plays Abstracted Air Power
  const intercept = s.air?.intercept;
  if (intercept !== undefined) {
    if (!optionalRule(state, 'abstractAir')) out.push(issue(['standing', 'air', 'intercept'], 'optional-rule-off', 'this game does not play the optional Abstracted Air Power (game option abstractAir)', 'CtS 38.0'));
    else if (side !== 'axis') out.push(issue(['standing', 'air', 'intercept'], 'axis-only', 'Interception is a mission of the Axis player only', 'CtS 38.0'));
    else if (typeof intercept === 'object') {
      intercept.hexes.forEach((h, i) => {
        if (!ctx.map.has(hexId(h))) out.push(issue(['standing', 'air', 'intercept', 'hexes', i], 'off-map', `${h} is not a hex of the map`, 'CtS 38.0'));
      });
    }
  }
  // 23.11: the hexes to defend with Ground Support are hexes of the map
  const gs = s.defender?.groundSupport;
  if (gs !== undefined && typeof gs === 'object') {
    gs.hexes.forEach((h, i) => {
      if (!ctx.map.has(hexId(h))) out.push(issue(['standing', 'defender', 'groundSupport', 'hexes', i], 'off-map', `${h} is not a hex of the map`, 'CtS 23.11'));
    });
  }
  if (s.setupLosses !== undefined) {
    const scenario = ctx.scenarios.get(state.scenario);
    if (side !== 'soviet') out.push(issue(['standing', 'setupLosses'], 'not-yours', 'only the Soviet takes set-up losses', 'CtS 35.1'));
    else if (state.setupLossesTaken && [...s.setupLosses].sort().join() !== [...state.setupLossesTaken].sort().join()) {
      // CtS 35.1(4): the losses are part of the Soviet set-up, taken once
      out.push(issue(['standing', 'setupLosses'], 'set-up-losses-taken', `the Soviet set-up losses were taken as he set up (${state.setupLossesTaken.join(', ')}) and cannot change now`, 'CtS 35.1(4)'));
    } else if (scenario) {
      for (const p of setupLossProblems(ctx, scenario, s.setupLosses)) out.push(issue(p.index === null ? ['standing', 'setupLosses'] : ['standing', 'setupLosses', p.index], p.code, p.message, 'CtS 35.1'));
    }
  }
  return out;
}
