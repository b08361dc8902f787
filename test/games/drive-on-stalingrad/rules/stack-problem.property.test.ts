import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import bundle from '../../../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import type { HexId, UnitId } from '#kernel/ids';
import { checkStack } from '#kernel/stacking/limit';
import { createContext, type DosContext } from '#games/drive-on-stalingrad/data/context';
import { DataBundle, type UnitDef } from '#games/drive-on-stalingrad/data/schema';
import { stackProblem } from '#games/drive-on-stalingrad/rules/movement';
import { DOS_STACK_RULE } from '#games/drive-on-stalingrad/rules/stacking';
import { checkStackAt } from '#games/drive-on-stalingrad/rules/supply/mixed-stacks';
import { setupScenario } from '#games/drive-on-stalingrad/state/setup';
import { sideOf, stackNationality, unitDef } from '#games/drive-on-stalingrad/state/units';

/**
 * stackProblem (DoS 6.1-6.4) makes one list of the units in the hex in one pass, and the
 * nationality rule (6.3) asks a set only when the units are not all of one nationality:
 * asked of any units in a hex (both sides, the movers among them or not, one to four
 * movers), with and without the 6.3 supply exception, it answers what the first version
 * answered, which filtered the hex's units through a set of the movers' ids and counted
 * the nationalities in a set every time.
 */

const ctx = createContext(DataBundle.parse(bundle));
const state = setupScenario(ctx, 'operation-blue');
const unitIds = [...ctx.units.keys()].sort() as UnitId[];
const HEX = '2010' as HexId;

/** The first version, kept as the plain computation. */
function plainStackProblem(ctx: DosContext, occ: ReadonlyMap<HexId, readonly UnitId[]>, hex: HexId, moving: UnitDef[], withState: boolean, anyNationality?: (h: HexId) => boolean) {
  const ids = new Set(moving.map((d) => d.id));
  const side = moving[0] ? sideOf(moving[0]) : null;
  const present = (occ.get(hex) ?? [])
    .filter((id) => !ids.has(id))
    .map((id) => unitDef(ctx, id))
    .filter((d) => sideOf(d) === side);
  const all = [...present, ...moving];
  const verdict = withState ? checkStackAt(ctx, state, hex, all, anyNationality) : checkStack(all, DOS_STACK_RULE);
  const cited = !verdict.ok && verdict.code === 'over-stacked-exempt' ? { ...verdict, rule: 'DoS 6.4' } : verdict;
  return cited.ok ? null : { code: cited.code, message: `${hex}: ${cited.message}`, ...(cited.rule ? { rule: cited.rule } : {}) };
}

// units of one side and nationality are picked more often, so that limits and the 6.3 exceptions are reached
const germanSide = unitIds.filter((id) => sideOf(unitDef(ctx, id)) === 'german');
const soviet = unitIds.filter((id) => sideOf(unitDef(ctx, id)) === 'soviet');
const artillery = soviet.filter((id) => !DOS_STACK_RULE.counts(unitDef(ctx, id))); // 6.4: counted apart
const pool = fc.oneof(fc.constantFrom(...unitIds), fc.constantFrom(...germanSide), fc.constantFrom(...soviet), fc.constantFrom(...artillery));

describe('stackProblem against the first version (DoS 6.1-6.4)', () => {
  it('gives the same verdict for any units in the hex and any movers', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(pool, { maxLength: 14 }),
        fc.uniqueArray(pool, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.option(fc.boolean()),
        (there, movers, withState, any) => {
          const occ = new Map<HexId, readonly UnitId[]>([[HEX, there]]);
          const moving = movers.map((id) => unitDef(ctx, id));
          const anyNationality = any === null ? undefined : () => any;
          const got = stackProblem(ctx, occ, HEX, moving, withState ? state : undefined, anyNationality);
          expect(got).toEqual(plainStackProblem(ctx, occ, HEX, moving, withState, anyNationality));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('meets every verdict: legal, over the limit, artillery over its cap, mixed nationalities', () => {
    const codes = new Set<string>();
    fc.assert(
      fc.property(fc.uniqueArray(pool, { maxLength: 14 }), fc.uniqueArray(pool, { minLength: 1, maxLength: 4 }), (there, movers) => {
        const got = stackProblem(ctx, new Map([[HEX, there]]), HEX, movers.map((id) => unitDef(ctx, id)));
        codes.add(got?.code ?? 'ok');
      }),
      { numRuns: 3000 },
    );
    expect([...codes].sort()).toEqual(['mixed-nationalities', 'ok', 'over-stacked', 'over-stacked-exempt']);
    expect(new Set(unitIds.map((id) => stackNationality(unitDef(ctx, id)))).size).toBeGreaterThan(2);
  });
});
