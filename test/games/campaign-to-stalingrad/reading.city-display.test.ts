import { describe, expect, it } from 'vitest';
import { firstPick, sectionOwners } from '#games/campaign-to-stalingrad/rules/city/display-sections';
import { locRules } from '#games/campaign-to-stalingrad/rules/communication';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { hexId } from '#kernel/ids';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/**
 * The reading of The Major City Display's properties (24.3, 24.6, 24.7), engine cts-7
 * (docs/rules-audit-campaign-to-stalingrad.md, rows CY*). Major City 1510 contested, the Axis
 * holding 1/4 from 1509 (his sections face 1509 and 1609, the Soviet's 1610, 1511, 1410 and
 * 1409); 1510 is a rail hex (rail 1509-1510-1511), its control still Soviet while contested.
 */
const inf = (id: string, hex: string): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['16-8-4', '8-4-4'], hex });
const rifle = (id: string, hex: string): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['3-3-4', '2-2-4', '1-1-4'], hex });
const world = (engine: string) => {
  const w = tinyWorld({
    engine,
    features: { '1510': ['major-city'] },
    hexsides: { '1509|1510': ['rail-primary'], '1510|1511': ['rail-primary'] },
    units: [inf('a1', '1510'), rifle('r1', '1510')],
    control: { '1510': 'soviet' },
  });
  const sections = sectionOwners({ attacker: 'axis', quarters: 1 }, firstPick(w.ctx, hexId('1510'), [hexId('1509')]));
  const state: CtsState = { ...w.state, rules: { majorCityBattles: 'on' }, cityBattles: { '1510': { attacker: 'axis', quarters: 1, since: 1, sections } } };
  return { ctx: w.ctx, state };
};
/** The Axis's Line of Communication step from 1509 (beyond his Access Hexside) into the display hex 1510: for Isolation (9.2) or not (9.1). */
const axisStep = (engine: string, forIsolation: boolean) => {
  const w = world(engine);
  return locRules(w.ctx, w.state, occupancy(w.ctx, w.state), 'axis', bondsOf(w.ctx, w.state, 'soviet'), forIsolation).step(hexId('1509'), hexId('1510'));
};

describe('CY: the reading of 24.6 (4) with 9.2 (engine cts-7)', () => {
  it('a Line of Communication enters the partially controlled city hex through the Axis Access Hexside (24.6 (4)): granted for 9.1', () => {
    expect(axisStep('cts-7', false)).not.toBeNull();
  });

  // 24.6 (4) "A Line Of Supply and a Line Of Communication can be traced into and through a partially
  // controlled city hex as long as entry and exit occurs through Access Hexsides"; the code lets 9.2's
  // "it may not enter any enemy controlled rail hex" bar the Axis's isolation line there, because the
  // contested hex's control stays wholly Soviet (state.control) while the Axis holds 1/4 to 3/4 of it
  it('CY9 (fixed): the Isolation LOC (9.2) of the attacker enters the partially controlled rail city hex through his Access Hexside too', () => {
    expect(axisStep('cts-7', true)).not.toBeNull();
  });
});
