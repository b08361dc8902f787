import type { HexId } from '#kernel/ids';
import type { GameMap } from '#kernel/map/game-map';
import { isProhibited } from '#kernel/movement/path';
import { mobileAssaultIssues } from '../combat/mobile-assault-legality';
import { commandRefusal } from '../command/restrictions';
import { CITY, DNEPR_RIVER, MAJOR_RIVER, TOWN } from '../rules/movement/features';
import { mobileAssaultCost, type MoveContext } from '../rules/movement/step';
import { zocSources } from '../rules/zoc/enemy-zoc';
import { enemyOf, occupancy } from '../state/occupancy';
import { isMultiStep } from '../state/unit-status';
import type { OptionsInput } from './input';

const isTerrain = (map: GameMap, h: HexId, t: string) => map.hex(h)?.terrain === t || map.hasFeature(h, t);

/**
 * KB 11.2-11.24: the enemy hexes next to the unit it may Mobile Assault from where it stands,
 * before any other move this phase, judged as the Movement Phase judges an assault order
 * (movement-phase/mobile-assault.ts, combat/mobile-assault-legality.ts): the same facts, with
 * nothing spent and no hex used yet. A unit that may never make one gets a note saying why;
 * a target it may not assault is left out (the template's notes give the rules). With `from`,
 * the same from a hex the unit has moved up to by Tactical Movement this phase, `spent` MP
 * spent on the way (11.2: "during Tactical Movement"): the position is read as it stands.
 */
export function mobileAssaultTargets(o: OptionsInput, unit: string, mctx: MoveContext, notes: string[], from?: { hex: HexId; spent: number }): HexId[] {
  const { ctx, state, side } = o;
  const def = ctx.unit(unit);
  const st = state.units[unit]!;
  const origin = from?.hex ?? st.hex!;
  const map = ctx.map;
  const enemy = enemyOf(side);
  const occ = occupancy(ctx, state);
  const command = commandRefusal(ctx, state, unit, 'attack');
  if (command) return []; // KB 13.2: the move note already says so
  const targets = map.adjacent(origin).filter((h) => occ.at(h, enemy).length > 0);
  if (targets.length === 0) return [];
  const sources = zocSources(ctx, state, enemy, origin, 'movement');
  const inEzoc = mctx.q.enemyZoc(origin);
  const out: HexId[] = [];
  const unitWide = new Set<string>();
  for (const target of targets) {
    const cost = mobileAssaultCost(mctx, origin, target);
    if (isProhibited(cost)) continue;
    const across = map.hexsideFeatures(origin, target);
    const issues = mobileAssaultIssues({
      side,
      mechanized: def.class === 'mechanized',
      multiStep: isMultiStep(def, st),
      fullySupported: side === 'axis' ? (o.fullySupported?.(state, unit) ?? !st.marks.limitedSupport) : true,
      supply: st.supply,
      tactical: true,
      assaultedThisPhase: false,
      infiltratedThisPhase: false,
      weather: state.weather,
      sovietMobileAssaultBanned: state.scenario === 'second-kharkov', // KB 20.2
      onlyTargetControls: inEzoc ? sources.length === 1 && sources[0] === target : !mctx.q.exertsZoc(target),
      target: { townOrCity: isTerrain(map, target, CITY) || isTerrain(map, target, TOWN), marsh: isTerrain(map, target, 'marsh') },
      originMarsh: isTerrain(map, origin, 'marsh'),
      acrossMajorOrDnepr: across.includes(MAJOR_RIVER) || across.includes(DNEPR_RIVER),
      originUses: 0,
      targetUses: 0,
      mpLeft: mctx.mover.allowance - (from?.spent ?? 0),
      entryCost: cost.cost - 2,
    });
    if (issues.length === 0) out.push(target);
    for (const i of issues) if (UNIT_WIDE.has(i.code)) unitWide.add(`no Mobile Assault: ${i.message} (${i.rule})`);
  }
  notes.push(...[...unitWide].sort());
  return out;
}

/** The refusals that bear on the unit whatever it assaults: worth a note of their own. */
const UNIT_WIDE: ReadonlySet<string> = new Set(['not-fully-supported', 'not-operational', 'mobile-assault-in-mud', 'no-soviet-mobile-assault']);
