import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { AssaultEnv } from '../../assault/attack';
import { retreatToward } from '../../assault/retreat';
import type { KbSide } from '../../data/ids';
import type { ScenarioForces } from '../../data/setup';
import type { AssaultJudge } from '../../movement-phase/mobile-assault';
import type { MovementPhaseInput } from '../../movement-phase/run';
import { bareHex } from '../../orders/hex';
import { airDefense } from '../../orders/standing-choices';
import type { KbStanding } from '../../orders/standing';
import { supportClassOf } from '../../rules/support/support-class';
import { supportStatus } from '../../rules/support/status';
import { isCity } from '../../rules/zoc/exerts';
import { enemyOf, occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import { MovementPhaseStop, type MovementAnswer, type MovementAsk } from '../../movement-phase/stop';
import { bridgesRemovedByStanding } from './bridges';
import { ChitDraws } from './chit-draws';
import { replacementPoolOrDead } from './replacement-pool';
import { mobileAssaultStrengths } from './strengths';
import { fullSupportOnState } from './support';

/** What the judge reads besides the state. */
export interface JudgeData {
  assault: AssaultEnv;
  forces: ScenarioForces;
  sources: (side: KbSide) => readonly HexId[];
  inPlay: (h: HexId) => boolean;
}

/** The Movement Phase's judgements, and what they leave to settle when it is over. */
export interface MovementJudge extends Required<Pick<AssaultJudge, 'fullySupported' | 'strengths' | 'defenderAir' | 'lossOrder' | 'displaceTo' | 'eliminate' | 'retreatToward'>> {
  /** The chits drawn in the phase (KB 2.6), put under their units by `settle`. */
  draws: ChitDraws;
  /** Standing orders that said `ask` where no pause is made in the middle of movement: the default was taken (docs/kharkov-battles.md). */
  defaulted: GameEvent[];
  /** KB 18.22 (D19): the other side's standing `bridges`, asked during the phase (judge/bridges.ts). */
  standingRemovals: NonNullable<MovementPhaseInput['standingRemovals']>;
}

/**
 * The judgements of one side's Movement Phase (movement-phase/mobile-assault.ts
 * AssaultJudge) wired to the rules and to the other side's standing orders:
 * - KB 9.3: an Axis mechanized regimental unit has full support unless it bears 'Limited
 *   Support' (set at the end of the Maintenance Phase) and is Operational; any other Axis
 *   unit is checked now (9.31-9.35);
 * - KB 11.2, 2.6: strengths with chits drawn blind (judge/strengths.ts);
 * - KB 5.21: the defender's Air Point from his standing `air.mobileAssault` and budget, after
 *   the attacker's (a rule `{attackerAir: n}` reads the Air Points the assault order commits);
 * - KB 12.63, 11.26: losses in the owner's standing `lossOrder`;
 * - KB 11.26, 12.72: a Mobile Assault's retreat toward the defenders' supply sources, or
 *   failing that their HQ units (assault/retreat.ts `retreatToward`);
 * - KB 16.31: a Soviet rifle division or silhouette unit eliminated goes to the Replacement
 *   Pool when it can trace supply (judge/replacement-pool.ts);
 * - KB 11.32: Forced Displacement by the owner's standing `displace`, else to the hex
 *   farthest from the enemy units, then with the fewest units, then the lower id (D18);
 * - KB 18.22: the other side's standing `bridges`, a Pontoon Bridge removed once the moving
 *   side stands next to it (judge/bridges.ts).
 * A standing `ask` of a decision with a real choice (sequence/pauses.ts: `displace`, 11.32;
 * `losses` for the step of D(1)r3, 11.26; `airDefense` for a Mobile Assault, 5.21) is asked when `answers` is given: the `k`th such
 * decision of the phase takes `answers[k]` (null: the window closed without one, the default
 * is taken), and one with no answer yet stops the phase (movement-phase/stop.ts). Without
 * `answers` (the check of a file, the options), and for every other `ask`, the default is taken and said
 * to that side.
 */
export function movementJudge(data: JudgeData, side: KbSide, standing: Readonly<Record<KbSide, KbStanding | null>>, dice: Dice, label: string, answers?: readonly (MovementAnswer | null)[]): MovementJudge {
  const { ctx } = data.assault;
  const draws = new ChitDraws(ctx, dice, label);
  const defaulted: GameEvent[] = [];
  const ask = (decision: string, owner: KbSide, about: string, default_: string, rule: string) =>
    defaulted.push({ type: 'standing-default', side: owner, decision, about, default: default_, rule, visibleTo: [owner] });
  let asked = 0;
  /** The answer to a decision asked (its choices, the default first): given, defaulted, or the phase stops here. */
  const decide = (q: MovementAsk): MovementAnswer => {
    if (!answers) {
      ask(q.decision, q.side, q.about, q.default, q.rule);
      return q.choices[0]!;
    }
    const k = asked++;
    if (k >= answers.length) throw new MovementPhaseStop(q);
    return answers[k] ?? q.choices[0]!;
  };
  let airSpent = 0;
  let support: { state: KbState; full: ReturnType<typeof fullSupportOnState> } | null = null;
  return {
    draws,
    defaulted,
    fullySupported(state, unit) {
      const def = ctx.unit(unit);
      const st = state.units[unit]!;
      const cls = supportClassOf(def);
      if (cls.kind === 'division' && cls.regimental) return supportStatus({ id: unit, cls, supply: st.supply }, st.marks.limitedSupport, st.supply, { by: new Map(), issues: [] }) === 'full'; // KB 9.3, A12
      if (!support || support.state.units !== state.units) support = { state, full: fullSupportOnState(ctx, state, data.forces, data.sources, data.inPlay) };
      return support.full.by.has(unit); // KB 9.31-9.35
    },
    strengths: (state, unit, target) => mobileAssaultStrengths(data.assault, draws, state, unit, target),
    // KB 5.21: "the Phasing Player must declare ... Next, the non-Phasing Player": the defender's standing rules and his pause read the attacker's Air Points
    defenderAir(state, target, attackerAir) {
      const defender = enemyOf(side);
      const units = occupancy(ctx, state).at(target, defender).map((p) => p.def.id);
      const answer = airDefense(standing[defender], { kind: 'mobile', hexes: [target], units, city: isCity(ctx, target), attackerAir, spent: airSpent, available: state.airPoints[defender] });
      if (answer === 'ask') {
        // KB 5.21, 11.2 (D2): declared before the assault's die, one Air Point at most; `airDefense` only says `ask` while one is available within the budget
        const a = decide({ decision: 'airDefense', side: defender, hex: target, units, about: `the defence of ${ctx.map.label(target)} against a Mobile Assault: one Air Point or none (the attacker committed ${attackerAir})`, attackerAir, choices: [{ airDefense: { commit: 0 } }, { airDefense: { commit: 1 } }], default: 'no Air Point committed', rule: 'KB 5.21, 11.2' });
        const n = 'airDefense' in a ? a.airDefense.commit : 0;
        airSpent += n;
        return n;
      }
      airSpent += answer;
      return answer;
    },
    lossOrder(state, units, n, rule) {
      const owner = ctx.unit(units[0]!).side;
      const list = standing[owner]?.lossOrder;
      const onMap = units.filter((u) => state.units[u]!.where === 'map' && state.units[u]!.steps > 0);
      // KB 11.26 D(1)r3 (D16): the defending stack's one step, a choice when the stack holds two units or more
      if (list === 'ask' && owner !== side && rule === 'KB 11.26' && n === 1 && onMap.length > 1) {
        const ranked = [...onMap].sort((x, y) => state.units[y]!.steps - state.units[x]!.steps || (x < y ? -1 : 1));
        const hex = state.units[ranked[0]!]!.hex!;
        const a = decide({ decision: 'losses', side: owner, hex, units: ranked, about: `the unit of the stack in ${ctx.map.label(hex)} that loses the step of D(1)r3`, choices: ranked.map((u) => ({ losses: { units: [u] } })), default: `${ranked[0]} loses the step (the unit with the most steps, then the lower id)`, rule: 'KB 11.26, 12.63' });
        return 'losses' in a ? a.losses.units.filter((u) => units.includes(u)) : [];
      }
      if (list === 'ask') ask('losses', owner, `the steps lost by ${units.join(', ')}`, 'the default order', 'KB 12.63, 11.26');
      return Array.isArray(list) ? list.filter((u) => units.includes(u)) : [];
    },
    // KB 11.26, 12.72: a Mobile Assault's retreat leads toward the defenders' supply source, or failing that an HQ unit
    retreatToward: (state, owner, from) => retreatToward(data.assault, state, owner, from),
    standingRemovals: (state) => bridgesRemovedByStanding(ctx, state, side, standing[enemyOf(side)]),
    eliminate(state, unit) {
      const to = replacementPoolOrDead(ctx, state, unit, { sources: data.sources, inPlay: data.inPlay, combatPhase: false }); // KB 16.31
      return to ? { where: to, returnTurn: null } : null;
    },
    displaceTo(state, unit, choices) {
      const owner = ctx.unit(unit).side;
      const d = standing[owner]?.displace;
      if (d?.policy === 'eliminate') return null;
      const preferred = (d?.prefer ?? []).map(bareHex).find((h) => choices.includes(h as HexId));
      if (preferred) return preferred as HexId;
      const occ = occupancy(ctx, state);
      const enemies = occ.hexesOf(enemyOf(owner));
      const far = (h: HexId) => Math.min(Infinity, ...enemies.map((e) => ctx.map.grid.distance(e, h)));
      const ranked = [...choices].sort((a, b) => far(b) - far(a) || occ.at(a, owner).length - occ.at(b, owner).length || (a < b ? -1 : a > b ? 1 : 0));
      // KB 11.32 (D18): "the owning player may choose": each hex, or the unit eliminated
      if (d?.policy === 'ask' && ranked.length > 0) {
        const hex = state.units[unit]!.hex!;
        const a = decide({ decision: 'displace', side: owner, hex, units: [unit], about: `the Forced Displacement of ${unit}, overrun in ${ctx.map.label(hex)}`, choices: [...ranked.map((h) => ({ displace: { hex: h } })), { displace: { eliminate: true } }], default: `displaced to ${ctx.map.label(ranked[0]!)} (the hex farthest from enemy units, then with the fewest units, then the lower hex id)`, rule: 'KB 11.32' });
        return 'displace' in a && 'hex' in a.displace ? a.displace.hex : null;
      }
      return ranked[0] ?? null;
    },
  };
}
