import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { resolveBattle } from '#games/campaign-to-stalingrad/rules/combat/battle';
import { AttackStandingSchema, BattleOrderSchema, DefenseStandingSchema } from '#games/campaign-to-stalingrad/rules/combat/order';
import { checkMove } from '#games/campaign-to-stalingrad/rules/movement/walk';
import { CtsOrderSchema, ReinforcementStandingSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { startOfMovement } from '#games/campaign-to-stalingrad/phases/start-of-movement';
import { supplyPhase } from '#games/campaign-to-stalingrad/phases/supply-phase';
import { supplyPhaseOrders } from '#games/campaign-to-stalingrad/windows/supply-phase-orders';
import { unrepairedFor } from '#games/campaign-to-stalingrad/rules/railroads/repair-state';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { fightOverrunsByDefault } from '#games/campaign-to-stalingrad/windows/movement-overruns';
import type { GameEvent } from '#kernel/engine/events';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { FixedDice } from '#kernel/dice';
import { FixtureSchema, type Fixture } from './support/fixture';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CityBattle } from '#games/campaign-to-stalingrad/state/types';
import { firstPick, sectionOwners } from '#games/campaign-to-stalingrad/rules/city/display-sections';
import { hexId } from '#kernel/ids';
import { eventsMismatch, partialMismatch } from './support/partial-match';
import { inOneStretch } from '#games/campaign-to-stalingrad/state/unit-writes';
import { tinyWorld, type TinySpec } from './support/tiny-world';
import { withGameOptions } from '#games/campaign-to-stalingrad/setup/game-options';
import { victoryPoints } from '#games/campaign-to-stalingrad/rules/victory';
import { AirStandingSchema } from '#games/campaign-to-stalingrad/rules/air/order';
import { closeAirSegment } from '#games/campaign-to-stalingrad/rules/air/air-segment';
import { inRiverSeason } from '#games/campaign-to-stalingrad/rules/rivers/river-in-season';
import { pocketStep } from '#games/campaign-to-stalingrad/rules/pockets/pocket-step';
import { automaticVictor } from '#games/campaign-to-stalingrad/rules/automatic-victory';
import { placeGroundSupport } from '#games/campaign-to-stalingrad/rules/abstract-air/placement';
import { endOfPlayerTurnAir } from '#games/campaign-to-stalingrad/rules/air/removal';

const dir = join(__dirname, 'fixtures');

/** 24.0: a fixture's battles under way, their sections as the standing picks give them (24.3). */
const cityBattlesOf = (ctx: CtsContext, battles: NonNullable<Fixture['cityBattles']>): Record<string, CityBattle> =>
  Object.fromEntries(Object.entries(battles).map(([hex, b]) => [hex, { attacker: b.attacker, quarters: b.quarters, since: 1, sections: sectionOwners(b, firstPick(ctx, hexId(hex), [hexId(b.from)])) }]));
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();

describe('adjudication fixtures (fixtures/README.md)', () => {
  it('has a case for every rule section implemented so far', () => {
    const sections = new Set(files.map((f) => FixtureSchema.parse(parse(readFileSync(join(dir, f), 'utf8'))).rule.match(/CtS (\d+)/)?.[1]));
    for (const s of ['4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '23']) expect(sections, `section ${s}`).toContain(s);
    for (const s of ['24', '26', '27', '29', '30', '31', '32', '36']) expect(sections, `section ${s} (Sections II, III and the Operation Uranus scenario)`).toContain(s);
  });

  for (const file of files) {
    const f = FixtureSchema.parse(parse(readFileSync(join(dir, file), 'utf8')));
    it(`${file}: ${f.title} (${f.rule})`, () => {
      const world = tinyWorld(f as unknown as TinySpec);
      const opened = { ...withGameOptions(world.state, f.options), ...(f.guardPool ? { guardPool: f.guardPool } : {}), ...(f.rasputitsa ? { rasputitsa: true } : {}) }; // 32.1, 31.0
      const marked = f.caucasusMarkers ? ({ ...opened, caucasusMarkers: f.caucasusMarkers } as CtsState) : opened; // 34.0
      const cities = f.cityBattles ? { ...marked, cityBattles: cityBattlesOf(world.ctx, f.cityBattles) } : marked; // 24.0
      const state = f.pockets ? { ...cities, pockets: f.pockets } : cities; // 27.1, 27.2
      const ctx = inRiverSeason(world.ctx, { ...state, turn: f.turn ?? state.turn }); // 26.0: the map of the turn's season, as the window reads it
      if (f.move) {
        const r = checkMove(ctx, state, f.move);
        expect(r.problems.map((p) => p.code)).toEqual(f.expect.problems ?? []);
        if (f.expect.costs) expect(r.steps.map((s) => s.cost)).toEqual(f.expect.costs);
        return;
      }
      const dice = new FixedDice(f.dice ?? {});
      const standing = {
        attacker: AttackStandingSchema.parse(f.standing?.attacker ?? {}),
        defender: DefenseStandingSchema.parse(f.standing?.defender ?? {}),
      };
      let after: CtsState = state;
      const events: GameEvent[] = [];
      const runs = f.run === undefined ? [] : [f.run].flat();
      if (f.orders || f.run) inOneStretch(() => {
        // as adjudicateWindow runs them: the window's writes to the units go into one working copy of the record (state/unit-writes.ts)
        const side = f.phasing ?? 'axis';
        const choices = ReinforcementStandingSchema.parse(f.choices ?? {});
        after = { ...state, phasing: side, phase: f.phase ?? 'combat', turn: f.turn ?? state.turn, standing: { [side]: { attacker: standing.attacker, ...choices }, [side === 'axis' ? 'soviet' : 'axis']: { defender: standing.defender } } };
        const label = `T${String(after.turn).padStart(2, '0')}/${side}-${after.phase}`;
        for (const [who, air] of Object.entries(f.airStanding ?? {})) after = { ...after, standing: { ...after.standing, [who]: { ...after.standing[who as 'axis'], air: AirStandingSchema.parse(air) } } };
        if (runs.includes('start-of-movement')) {
          // ESoP A1: the replacement roll runs when the fixture gives its die
          const r = startOfMovement(ctx, after, side, f.dice?.[`${label}/replacements`] !== undefined ? { dice, label } : undefined);
          after = r.state;
          events.push(...r.events);
        }
        if (runs.includes('ground-support')) {
          // 38.0 (optional): Ground Support placed at the start of the Combat Phase, before any battle (windows/adjudicate.ts)
          const r = placeGroundSupport(ctx, after, side, (f.orders ?? []).flatMap((o) => (o.attack ? [o.attack as { targets: string[]; air?: number }] : [])));
          after = r.state;
          events.push(...r.events);
        }
        for (const [i, raw] of (f.orders ?? []).entries()) {
          const r = applyOrder(ctx, after, side, CtsOrderSchema.parse(raw), i, dice, label);
          after = r.state;
          events.push(...r.events);
        }
        if (f.combatOrders) {
          // the Combat window of the same player turn, with its 4.7 defaults first and last
          after = { ...after, phase: 'combat' };
          const combat = `T${String(after.turn).padStart(2, '0')}/${side}-combat`;
          const first = fightOverrunsByDefault(ctx, after, side, 'first', f.combatOrders, dice, combat);
          after = first.state;
          events.push(...first.events);
          for (const [i, raw] of f.combatOrders.entries()) {
            const r = applyOrder(ctx, after, side, CtsOrderSchema.parse(raw), i, dice, combat);
            after = r.state;
            events.push(...r.events);
          }
          const last = fightOverrunsByDefault(ctx, after, side, 'last', [], dice, combat);
          after = last.state;
          events.push(...last.events);
        }
        if (runs.includes('air-segment')) {
          // 23.3: the Air Segment closes as the window's first move would close it
          const r = closeAirSegment(ctx, after, dice, label);
          after = r.state;
          events.push(...r.events);
        }
        if (runs.includes('end-of-player-turn')) {
          const r = endOfPlayerTurnAir(ctx, after); // 23.3 (4)
          after = r.state;
          events.push(...r.events);
        }
        if (runs.includes('supply-phase')) {
          const r = supplyPhase(ctx, after, side, supplyPhaseOrders(f.orders ?? []));
          after = r.state;
          events.push(...r.events);
        }
        if (runs.includes('pocket-step')) {
          const r = pocketStep(ctx, after, side, after.air, dice, label); // CtS 27.1-27.7, in the owner's Supply Phase as windows/adjudicate.ts runs it
          after = r.state;
          events.push(...r.events);
        }
      });
      else {
        const r = resolveBattle(ctx, state, BattleOrderSchema.parse(f.battle), dice, 'T01/axis-combat/1', standing);
        after = r.state;
        events.push(...r.events);
      }
      expect(dice.unusedLabels(), 'scripted dice never rolled').toEqual([]);
      if (f.expect.events) {
        const m = eventsMismatch(events, f.expect.events);
        expect(m, `${m}\nevents: ${JSON.stringify(events, null, 1)}`).toBeNull();
      }
      for (const t of f.expect.noEvents ?? []) expect(events.filter((e) => e.type === t)).toEqual([]);
      for (const [id, want] of Object.entries(f.expect.units ?? {})) {
        const m = partialMismatch(after.units[id], want, id);
        expect(m).toBeNull();
      }
      for (const [id, want] of Object.entries(f.expect.air ?? {})) expect(partialMismatch(after.air.units[id], want, id)).toBeNull();
      for (const [h, side] of Object.entries(f.expect.control ?? {})) expect([h, after.control[h]]).toEqual([h, side]);
      if (f.expect.victoryPoints) expect(victoryPoints(ctx, after)).toEqual(f.expect.victoryPoints); // 35.8
      if (f.expect.automaticVictor !== undefined) expect(automaticVictor(ctx, after) ?? null).toBe(f.expect.automaticVictor); // 37.5
      if (f.expect.caucasusMarkers) expect(after.caucasusMarkers).toEqual(f.expect.caucasusMarkers); // 34.0
      if (f.expect.axisNorthEdge !== undefined) expect(after.axisNorthEdge ?? null).toBe(f.expect.axisNorthEdge); // 8.2
      if (f.expect.replacementsOnMap) expect(after.replacementsOnMap.map((r) => `${r.type}@${r.hex}`)).toEqual(f.expect.replacementsOnMap);
      for (const [side, want] of Object.entries(f.expect.pool ?? {})) expect(partialMismatch(after.replacementPool[side as 'axis'], want, `${side} pool`)).toBeNull();
      for (const [side, n] of Object.entries(f.expect.supplyPoints ?? {})) expect([side, after.supplyPoints[side as 'axis']]).toEqual([side, n]);
      for (const [side, n] of Object.entries(f.expect.transport ?? {})) expect([side, after.transport[side as 'axis']]).toEqual([side, n]);
      if (f.expect.depots) expect(after.depots.map((d) => `${d.side}@${d.hex}`)).toEqual(f.expect.depots);
      if (f.expect.depotsUsed) expect(after.depotsUsed).toEqual(f.expect.depotsUsed);
      for (const [side, want] of Object.entries(f.expect.unrepaired ?? {})) expect([side, [...unrepairedFor(ctx, after, side as 'axis')].sort()]).toEqual([side, want]);
    });
  }
});
