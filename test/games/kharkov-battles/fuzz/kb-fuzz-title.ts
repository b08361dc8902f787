import { canonicalJson } from '#kernel/canonical';
import type { GameEvent } from '#kernel/engine/events';
import { createKharkovBattles } from '#games/kharkov-battles/ruleset';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import { kbEnv } from '#games/kharkov-battles/game/env';
import type { KbGame } from '#games/kharkov-battles/game/types';
import { openEntry } from '#games/kharkov-battles/game/window';
import type { KbUnitOptions } from '#games/kharkov-battles/options/index';
import type { FuzzTitle, PlannedOrder } from '../../../fuzz/fuzz-title';
import { BUNDLE } from '../game-fixture';
import { planCombat } from './kb-fuzz-combat';
import { chitEventProblems, kbStateProblems, stackingAfterMovement } from './kb-fuzz-invariants';
import { planMovement } from './kb-fuzz-movement';
import { planKbStanding } from './kb-fuzz-standing';

const env = kbEnv(BUNDLE);
const mix = BUNDLE.chits.chits;
/** Every result the Prepared Assault CRT (KB 12.6) prints, and the Mobile Assault Table's (11.26-11.27). */
const resultKinds = [
  ...new Set([
    ...Object.values(BUNDLE.tables.crt.lines).flatMap((line) => Object.values(line).flat()),
    BUNDLE.tables.crt.automatic.attacker.result,
    BUNDLE.tables.crt.automatic.defender.result,
  ]),
].sort();
const CHIT_ID = /"(axis|soviet)-\d+"/g;

/**
 * Kharkov Battles for the random-legal-orders fuzzer (docs/fuzzer.md): in a Preparation
 * window a random share of the ready-made orders orderChoices() gives (each legal alone:
 * Interdiction, breakdowns and recombinations, HQ flips and PanzerKorps, reinforcements,
 * replacements, returns, Ersatz battalions); in a Movement window construction orders the
 * template shows, Mobile Assaults with `then`/`else` branches, Overruns, Tactical and
 * Strategic moves and Mobile Infiltrations from options(), a listed move of each unit the
 * options mark `mustMove` first (KB 20.1: a 38th Army unit that owes a move north); in a
 * Combat window Prepared Assaults on the hexes options() lists, alone or in groups, with
 * air, losses, retreat and advance; in a paused window a random legal answer of those orderChoices() offers;
 * standing orders for either side drawn from the standing schema's choices.
 */
export function kbFuzzTitle(o: { options?: Readonly<Record<string, string>> } = {}): FuzzTitle<KbGame> {
  const base = createKharkovBattles(BUNDLE);
  // the game options every game of the run is created with (KB 20.1-20.3, 2.72 optional rules)
  const ruleset = o.options ? { ...base, setup: (scenario: string, given?: Record<string, unknown>) => base.setup(scenario, { ...o.options, ...given }) } : base;
  const inPlay = new Map<string, ReadonlySet<string>>();
  const hexesInPlay = (scenario: string) => {
    let s = inPlay.get(scenario);
    if (!s) inPlay.set(scenario, (s = new Set(Object.keys(ruleset.setup(scenario).state.owner))));
    return s;
  };
  return {
    ruleset,
    resultKinds,
    // six windows a turn, and the paused windows of the losses, retreats and advances the defender's standing orders leave open
    windowsPerTurn: 16,
    // KB 20.1-20.3: neither side fulfilling its conditions is a draw
    draws: true,
    planFile({ state: game, window, options, rng, side: who }) {
      const side = who as string as KbSide;
      const opts = options as KbUnitOptions[];
      const orders: PlannedOrder[] = [];
      let prefix: unknown[] = [];
      const name = window.id.split('/')[1] ?? '';
      if (game.pause) {
        // KB 12.61-12.63, 12.62, 12.72, 12.8 (sequence/pauses.ts): a paused window takes one answer, a random one of those offered
        const choices = ruleset.orderChoices!(game, who);
        if (choices.length > 0) orders.push({ order: rng.pick(choices).order, offered: true });
      } else if (name.endsWith('-preparation')) {
        // KB 4.1 A.2.b-A.5: each ready-made order is legal alone; together some exclude others. A few of
        // each kind, within the budgets the check reports once for the file (Air Points 5.3, Support Points 9.2, one Ersatz battalion 20.1)
        const choices = ruleset.orderChoices!(game, who);
        const cap: Record<string, number> = { interdict: game.state.airPoints[side], support: game.state.supportPoints, ersatz: 1 };
        for (const kind of [...new Set(choices.map((c) => c.kind))]) {
          const some = rng.subset(choices.filter((c) => c.kind === kind), 0.35).slice(0, Math.min(cap[kind] ?? 4, 1 + rng.int(4)));
          for (const c of some) orders.push({ order: c.order, offered: true });
        }
      } else if (name.endsWith('-movement')) {
        // KB 20.1: a 38th Army unit that owes a move north is moved by every file that gives orders: one of its listed moves goes first
        prefix = opts.filter((o) => o.mustMove).flatMap((o) => {
          const kinds = [
            ...(o.moves ?? []).map((m) => ({ unit: o.unit, path: m.path })),
            ...(o.infiltrations ?? []).map((m) => ({ unit: o.unit, path: m.path, infiltrate: true })),
            ...(o.strategicMoves ?? []).map((m) => ({ unit: o.unit, path: m.path, strategic: true })),
          ];
          return kinds.length > 0 ? [{ move: rng.pick(kinds) }] : [];
        });
        orders.push(...planMovement(opts.filter((o) => !o.mustMove), ruleset.template(game, who), window.accepts, rng.fork('movement')));
      } else if (name.endsWith('-combat')) {
        const planned = planCombat(env.assault(game.state.map), game.state, side, opts, rng.fork('combat'));
        prefix = planned.prefix;
        orders.push(...planned.orders);
      }
      const standing = rng.chance(0.2) ? planKbStanding(env.ctxOf(game.state), game.state, side, rng.fork('standing')) : undefined;
      return { prefix, orders, ...(standing ? { standing } : {}) };
    },
    planStanding(game, side, rng) {
      return planKbStanding(env.ctxOf(game.state), game.state, side as string as KbSide, rng);
    },
    stateProblems(game) {
      const ctx = env.ctxOf(game.state);
      const out = kbStateProblems(ctx, mix, hexesInPlay(game.scenario), game);
      // the open window is a side's Combat window right after its Movement Phase (KB 4.1 B.2-B.3, C.3-C.4)
      const e = game.result || game.pause ? null : openEntry(game);
      if (e?.name.endsWith('-combat')) out.push(...stackingAfterMovement(ctx, game, e.side));
      return out;
    },
    eventProblems(events: readonly GameEvent[]) {
      return chitEventProblems(events);
    },
    leakProblems(game) {
      // KB 2.6: the other side's chits (which one is under a unit, what its pool holds) are never shown
      const out: string[] = [];
      for (const viewer of [...ruleset.sides, null]) {
        const seen = canonicalJson(ruleset.view(game, viewer)).match(CHIT_ID) ?? [];
        const wrong = seen.filter((c) => viewer === null || !c.startsWith(`"${viewer as string}-`));
        if (wrong.length > 0) out.push(`the ${viewer ?? 'public'} view names chits ${[...new Set(wrong)].slice(0, 5).join(', ')} (KB 2.6)`);
      }
      return out;
    },
    battles(events) {
      const out: { kind: string; result: string; rolled: boolean }[] = [];
      for (const e of events) {
        if (e.type === 'crt') out.push({ kind: 'prepared-assault', result: String(e.result), rolled: e.die !== null && e.die !== undefined });
        if (e.type === 'mobile-assault') out.push({ kind: 'mobile-assault', result: e.result === null ? 'below-odds' : String((e.result as { code: string }).code), rolled: e.die !== null });
      }
      return out;
    },
  };
}
