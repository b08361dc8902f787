import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FixedDice } from '#kernel/dice';
import { hexId } from '#kernel/ids';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { controllerOf } from '#games/drive-on-stalingrad/rules/control';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { Fixture } from './support/fixture';
import { mismatch, subsequenceMismatch } from './support/partial-match';
import { tinyBundle, type TinySpec } from './support/tiny-bundle';
import { submission, tinyGame } from './support/tiny-game';

const dir = join(__dirname, 'fixtures');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();

function specOf(f: Fixture): TinySpec {
  return {
    hexes: f.map,
    hexsides: f.hexsides ?? {},
    aliases: f.aliases ?? {},
    units: f.units as TinySpec['units'],
    position: f.position,
    steps: f.steps ?? {},
    german: f.german ?? [],
    ...(f.scenario ?? {}),
  };
}

describe('fixtures (fixtures/README.md)', () => {
  it('has at least 20 cases', () => expect(files.length).toBeGreaterThanOrEqual(20));

  for (const file of files) {
    const f = Fixture.parse(parse(readFileSync(join(dir, file), 'utf8')));
    it(`${file}: ${f.title} (${f.rule})`, () => {
      const spec = specOf(f);
      const { ruleset, state } = tinyGame(spec, (f.state ?? {}) as Partial<DosState>);
      expect(ruleset.window(state)?.id).toBe(f.window);
      const subs = Object.entries(f.orders ?? {}).map(([side, orders]) => submission(side, orders, f.standing?.[side]));
      for (const [side, st] of Object.entries(f.standing ?? {})) if (!f.orders?.[side]) subs.push(submission(side, [], st));
      subs.sort((a, b) => (a.side < b.side ? -1 : 1));

      const issues = subs.flatMap((s) => ruleset.check(state, s));
      if (f.expect.issues) {
        const m = mismatch(issues, f.expect.issues, 'issues');
        expect(m, `${m}\nall issues: ${JSON.stringify(issues, null, 1)}`).toBeNull();
        if (!f.expect.events) return;
      } else {
        expect(issues).toEqual([]);
      }

      const dice = new FixedDice(f.dice ?? []);
      const { state: after, events } = ruleset.adjudicate(state, subs, dice);
      expect(dice.unusedLabels(), 'scripted dice never rolled').toEqual([]);
      if (f.expect.events) {
        const m = subsequenceMismatch(events, f.expect.events);
        expect(m, `${m}\nevents: ${JSON.stringify(events, null, 1)}`).toBeNull();
      }
      for (const type of f.expect.noEvents ?? []) expect(events.filter((e) => e.type === type)).toEqual([]);
      for (const [id, want] of Object.entries(f.expect.position ?? {})) {
        const u = after.units[id]!;
        if (want === 'eliminated' || want === 'withdrawn' || want === 'pending') expect(u.status, id).toBe(want);
        else if (typeof want === 'string') expect([id, u.hex]).toEqual([id, want]);
        else expect({ id, ...(want.hex ? { hex: u.hex } : {}), ...(want.steps ? { steps: u.steps } : {}) }).toEqual({ id, ...want });
      }
      const ctx = createContext(tinyBundle(spec));
      for (const [hex, side] of Object.entries(f.expect.control ?? {})) expect([hex, controllerOf(ctx, after, hexId(hex))]).toEqual([hex, side]);
      if (f.expect.vp !== undefined) expect(after.vp).toBe(f.expect.vp);
      if (f.expect.ended !== undefined) {
        const m = mismatch(after.ended, f.expect.ended, 'ended');
        expect(m).toBeNull();
      }
      if (f.expect.window !== undefined) expect(ruleset.window(after)?.id ?? null).toBe(f.expect.window);
    });
  }
});
