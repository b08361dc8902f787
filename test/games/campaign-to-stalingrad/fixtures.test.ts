import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { resolveBattle } from '../../../src/games/campaign-to-stalingrad/rules/combat/battle';
import { AttackStandingSchema, BattleOrderSchema, DefenseStandingSchema } from '../../../src/games/campaign-to-stalingrad/rules/combat/order';
import { checkMove } from '../../../src/games/campaign-to-stalingrad/rules/movement/walk';
import { CtsOrderSchema } from '../../../src/games/campaign-to-stalingrad/orders/schema';
import { applyOrder } from '../../../src/games/campaign-to-stalingrad/windows/apply-order';
import type { GameEvent } from '../../../src/kernel/engine/events';
import type { CtsState } from '../../../src/games/campaign-to-stalingrad/state/types';
import { FixedDice } from '../../../src/kernel/dice';
import { FixtureSchema } from './support/fixture';
import { eventsMismatch, partialMismatch } from './support/partial-match';
import { tinyWorld, type TinySpec } from './support/tiny-world';

const dir = join(__dirname, 'fixtures');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();

describe('adjudication fixtures (fixtures/README.md)', () => {
  it('has a case for every rule section implemented so far', () => {
    const sections = new Set(files.map((f) => FixtureSchema.parse(parse(readFileSync(join(dir, f), 'utf8'))).rule.match(/CtS (\d+)/)?.[1]));
    for (const s of ['4', '5', '6', '7', '9', '10', '11', '12', '13', '14', '16', '18']) expect(sections, `section ${s}`).toContain(s);
  });

  for (const file of files) {
    const f = FixtureSchema.parse(parse(readFileSync(join(dir, file), 'utf8')));
    it(`${file}: ${f.title} (${f.rule})`, () => {
      const { ctx, state } = tinyWorld(f as unknown as TinySpec);
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
      let after: CtsState;
      const events: GameEvent[] = [];
      if (f.orders) {
        const side = f.phasing ?? 'axis';
        after = { ...state, phasing: side, phase: f.phase ?? 'combat', turn: f.turn ?? state.turn, standing: { [side]: { attacker: standing.attacker }, [side === 'axis' ? 'soviet' : 'axis']: { defender: standing.defender } } };
        const label = `T${String(after.turn).padStart(2, '0')}/${side}-${after.phase}`;
        for (const [i, raw] of f.orders.entries()) {
          const r = applyOrder(ctx, after, side, CtsOrderSchema.parse(raw), i, dice, label);
          after = r.state;
          events.push(...r.events);
        }
      } else {
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
      for (const [h, side] of Object.entries(f.expect.control ?? {})) expect([h, after.control[h]]).toEqual([h, side]);
      for (const [side, n] of Object.entries(f.expect.supplyPoints ?? {})) expect([side, after.supplyPoints[side as 'axis']]).toEqual([side, n]);
      for (const [side, n] of Object.entries(f.expect.transport ?? {})) expect([side, after.transport[side as 'axis']]).toEqual([side, n]);
    });
  }
});
