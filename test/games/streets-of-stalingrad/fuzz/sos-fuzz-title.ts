import type { GameEvent } from '#kernel/engine/events';
import type { Side } from '#kernel/ids';
import { FireResultSchema } from '#games/streets-of-stalingrad/data/tables';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { streetsOfStalingrad } from '#games/streets-of-stalingrad/index';
import type { SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import type { SosStateView } from '#games/streets-of-stalingrad/view/side-view';
import type { FuzzTitle, PlannedOrder } from '../../../fuzz/fuzz-title';
import { sosFuzzEnv } from './sos-fuzz-env';
import { firesSeenByFirer, sosLeakProblems, sosOpportunityFireProblems, sosStateProblems } from './sos-fuzz-invariants';
import { sosEngineeringProblems, sosEngineersAtWorkProblems, sosHiddenWorkProblems } from './sos-fuzz-engineering-invariants';
import { sosTurnTrackProblems } from './sos-fuzz-leader-invariants';
import { sosReplacedProblems, sosReplacementPointsProblems } from './sos-fuzz-replacement-invariants';
import { planMovementWindow } from './sos-fuzz-movement-window';
import { sosOutOfSupplyProblems } from './sos-fuzz-supply-invariants';
import { sosExchangedProblems, sosRemovedLeadersProblems } from './sos-fuzz-consolidation-invariants';
import { sosInfiltrationProblems } from './sos-fuzz-infiltration-invariants';
import { sosTankRepairProblems } from './sos-fuzz-tank-repair-invariants';
import { sosWithdrawalRecordProblems, sosWithdrawnProblems } from './sos-fuzz-withdrawal-invariants';
import { planAttacks, planBombardment } from './sos-fuzz-orders';
import { planAdministrative } from './sos-fuzz-administrative';
import { attacksOf, mustAttack } from './sos-fuzz-attacks-planned';
import { planInfiltration } from './sos-fuzz-infiltration';
import { planSosStanding } from './sos-fuzz-standing';

const asSos = (s: string): SosSide => (s === 'german' ? 'german' : 'soviet');

/**
 * Streets of Stalingrad for the random-legal-orders fuzzer (docs/fuzzer.md), scenarios #1
 * and #2: in a set-up window an empty file or a few units placed in hexes the options list
 * (2.33); in a movement or reserves window moves the options list and 'attack' markers
 * (8.0, 8.3, 9.64); in an attack window direct fire on the marked hexes, every one the
 * rules require among them (9.6, 9.61); in a
 * bombardment window a bombardment now and then (14.4); in a paused window a `defense`,
 * `retreat` or `counterAttack` answer from the choice it gives, or nothing (the default runs); in the German Administrative Phase, rarely, the end
 * of the game (3.1), from turn 4; standing orders with random opportunity-fire rules (11.0).
 * The views are held to the hidden-unit rules (7.0-7.6), opportunity fire to 11.1-11.11.
 * Movement files also start engineering tasks (17.0), bring wounded leaders, replacement HQs
 * and reinforcements in (18.42-18.47, 21.2) and carry by transport (16.4); the works, the
 * engineers at work, the Turn Column Track and the "Out of Supply" markers are checked (17.x,
 * 18.41, 19.1-19.6). In the campaign (#3) the Administrative windows exchange units (20.1) and
 * withdraw or keep them (21.5x), Herman infiltrates from 26 September (13.x) and tanks are
 * repaired on the even turns (16.72), each with its invariants.
 */
export function sosFuzzTitle(): FuzzTitle<SosGame> {
  const ruleset = streetsOfStalingrad;
  const { env, look } = sosFuzzEnv();
  return {
    ruleset,
    resultKinds: FireResultSchema.options,
    // twenty windows a turn (sequence/steps.ts) and the pauses of the attack phases
    windowsPerTurn: 32,
    planFile({ state: game, window, side: who, options, rng }) {
      const side = asSos(who);
      const orders: PlannedOrder[] = [];
      const name = window.id.split('/')[1] ?? '';
      if (game.setup) {
        // SoS 2.33: units not placed keep the ready-made set-up
        if (rng.chance(0.5)) for (const o of rng.subset(options.filter((x) => (x.placements ?? []).length > 0), 0.1).slice(0, 4)) orders.push({ order: { place: { units: [o.unit], hex: rng.pick(o.placements!) } }, offered: true });
      } else if (game.pause) {
        // sequence/pauses.ts: a paused window takes one answer (the deadline's default is no file, which a fuzzed window always sends):
        // no entry (every attack gets the defaults, 9.41, 9.57) or an entry with the defaults for some attacked hexes of the side
        const resume = game.pause.resume as { attacks?: { target: string }[]; stop?: { choice: { hexes?: string[]; hold?: boolean; sacrifice?: string[]; units?: { id: string }[] } } };
        const choice = resume.stop?.choice;
        if (game.pause.decision === 'retreat' && choice) {
          // SoS 9.87, 9.88: one of the hexes the window lists, or holding where it allows it, with a unit it lists
          if (choice.hexes!.length && (!choice.hold || rng.chance(0.5))) orders.push({ order: { retreat: { path: [rng.pick(choice.hexes!)] } }, offered: false });
          else if (choice.hold) orders.push({ order: { retreat: { hold: true, sacrifice: rng.pick(choice.sacrifice!) } }, offered: false });
        } else if (game.pause.decision === 'counterAttack' && choice) {
          // SoS 12.5: some of the units the window lists, or none
          orders.push({ order: { counterAttack: { units: rng.subset(choice.units!.map((u) => u.id), 0.5) } }, offered: false });
        } else {
          const declared = (resume.attacks ?? []).map((a) => a.target);
          orders.push({ order: { defense: { attacks: rng.subset(declared, 0.5).map((hex) => ({ hex })) } }, offered: false });
        }
      } else if (name.endsWith('movement') || name.endsWith('reserves')) {
        orders.push(...planMovementWindow(env, game.state, game.scenario, side, window.accepts, options, rng.fork('movement')));
      } else if (name.endsWith('attack')) {
        const attacks = planAttacks(env, game, side, rng.fork('attack'));
        orders.push(...attacks);
        // SoS 13.1-13.8: Herman's infiltration, where the window takes it (the Soviet Exploit Attack from 26 September)
        if (window.accepts.includes('infiltrate')) orders.push(...planInfiltration(env, game.state, options, attacksOf(attacks), mustAttack(env, game), rng.fork('infiltrate')));
      } else if (name.includes('bombardment')) {
        orders.push(...planBombardment(env, game.state, side, rng.fork('bombardment')));
      } else if (name.endsWith('administrative')) {
        // SoS 3.1, 20.1, 21.5: the end of the game, exchanges, withdrawals
        orders.push(...planAdministrative(env, game, side, options, rng.fork('administrative')));
      }
      const standing = rng.chance(0.2) ? planSosStanding(env, game.state, side, rng.fork('standing')) : undefined;
      return { prefix: [], orders, ...(standing ? { standing } : {}) };
    },
    planStanding: (game, side, rng) => planSosStanding(env, game.state, asSos(side), rng),
    stateProblems: (game) => [
      ...sosStateProblems(env, game), ...sosEngineeringProblems(env, game), ...sosTurnTrackProblems(game), ...sosOutOfSupplyProblems(env, game), ...sosReplacementPointsProblems(game),
      ...sosWithdrawalRecordProblems(env, game), ...sosRemovedLeadersProblems(env, game),
    ],
    eventProblems: (events, { before, after }) => {
      const window = ruleset.window(before)?.id ?? '';
      return [
        ...sosOpportunityFireProblems(env, window, before, after, events), ...sosEngineersAtWorkProblems(window, before, after), ...sosReplacedProblems(env, before, after, events),
        // SoS 20.1-20.7, 21.51-21.53, 13.1-13.8, 16.72: the campaign's exchanges, withdrawals, infiltrations and repaired tanks
        ...sosExchangedProblems(env, window, before, after, events), ...sosWithdrawnProblems(env, window, before, after, events),
        ...sosInfiltrationProblems(env, window, before, after, events), ...sosTankRepairProblems(env, window, before, after, events),
      ];
    },
    leakProblems: (game, options) => {
      // each view once: both checks read them
      const views = new Map<SosSide | null, { state: SosStateView }>();
      const view = (side: SosSide | null) => views.get(side) ?? views.set(side, ruleset.view(game, side as Side | null) as { state: SosStateView }).get(side)!;
      return [...sosLeakProblems(env, look, game, view, options), ...sosHiddenWorkProblems(env, game, view)];
    },
    // SoS 17.0, 18.42-18.46, 21.2, 19.1, 16.85, 20.1, 21.5, 13.0, 16.72: what the new orders and the automatic isolation steps made happen
    notableEvents: ['engineering-started', 'engineering-built', 'engineering-removed', 'engineering-stopped', 'engineering-prevented', 'nkvd-reliability', 'leader-returned', 'leader-replaced', 'reinforcements-placed', 'isolation-eliminated', 'isolated-nkvd-removed', 'out-of-supply',
      // SoS 20.1-20.7, 21.51-21.54, 13.1-13.8, 16.72: the campaign's exchanges, withdrawals, infiltrations and repaired tanks
      'units-exchanged', 'leader-exchanged', 'leaders-removed', 'units-withdrawn', 'withdrawal-substitutes', 'withdrawal-points', 'withdrawal-short', 'withdrawal-met', 'withdrawal-kept',
      'infiltration-attack', 'infiltration-return'],
    // SoS 16.4: a move a transport makes is counted apart, as `move-transport`
    orderKind: (o) => {
      const key = Object.keys(o as object)[0] ?? '?';
      return key === 'move' && (o as { move: { transport?: string } }).move.transport ? 'move-transport' : key;
    },
    battles(events: readonly GameEvent[]) {
      const out: { kind: string; result: string; rolled: boolean }[] = [];
      for (const e of events) {
        if (e.type === 'attack') out.push({ kind: 'attack', result: String(e.result), rolled: e.die !== null && e.die !== undefined });
        if (e.type === 'bombardment') out.push({ kind: `bombardment-${String(e.table)}`, result: String(e.result), rolled: e.die !== null && e.die !== undefined });
      }
      // SoS 11.0: each opportunity fire once, as its firer sees it
      for (const f of firesSeenByFirer(env, events)) out.push({ kind: `opportunity-fire-${f.side}`, result: f.result, rolled: true });
      return out;
    },
  };
}
