import { describe, expect, it } from 'vitest';
import { revealUntried } from '#games/kharkov-battles/game/untried-reveal';
import { kbEventVisibility } from '#games/kharkov-battles/view/event-visibility';
import { withUnits } from '#games/kharkov-battles/state/update';
import { game } from './server-steps-fixture';

const [A, B, C] = ['sov-100-rd-kb', 'sov-160-rd-kb', 'sov-183-rd-kb'];

describe("KB 2.72 (digest A35): an untried division shows its strength once it first fights or takes a loss", () => {
  const { state } = game('operation-star');
  const before = withUnits(state, { [A]: { untried: true }, [B]: { untried: true }, [C]: { untried: true } });

  it('a defender named among the participants of a Prepared Assault is revealed; the others stay untried', () => {
    const events = [{ type: 'kb-combat', battle: { events: [{ kind: 'participants', side: 'soviet', hex: '0000', units: [A] }] } }];
    const r = revealUntried(before, before, events);
    expect(r.state.units[A]!.untried).toBeUndefined();
    expect(r.state.units[B]!.untried).toBe(true);
    expect(r.events).toEqual([expect.objectContaining({ type: 'kb-untried-revealed', rule: 'KB 2.72', units: [A] })]);
  });

  it('every untried unit in a hex a Mobile Assault struck is revealed, and one that left the map (eliminated) too', () => {
    const hexB = before.units[B]!.hex!;
    const after = withUnits(before, { [C]: { where: 'replacement-pool', hex: null } });
    const r = revealUntried(before, after, [{ type: 'kb-movement', steps: [{ kind: 'mobile-assault', unit: 'ger-1-lah', from: '0000', target: hexB }] }]);
    expect([A, B, C].filter((id) => r.state.units[id]!.untried)).toEqual([A]);
  });

  it('nothing fought, nothing revealed', () => {
    expect(revealUntried(before, before, [{ type: 'kb-moved', unit: 'x' }]).state).toBe(before);
  });
});

describe("KB 2.72: an event naming an untried division reaches the Axis with its 'Untried' face", () => {
  const { ctx } = game('operation-star');
  const name = ctx.unit(A).name;

  it('the Soviet copy names it, the Axis copy reads untried (id and name), the public gets neither', () => {
    const moved = { type: 'kb-moved', unit: A, steps: [{ kind: 'moved', unit: A }], text: `${name} moves` };
    const out = kbEventVisibility([moved], ctx, [A, B]);
    expect(out).toHaveLength(2);
    expect(out[0]).toEqual({ ...moved, visibleTo: ['soviet'] });
    expect(out[1]).toMatchObject({ unit: 'untried', steps: [{ unit: 'untried' }], visibleTo: ['axis'] });
    expect(JSON.stringify(out[1])).not.toContain(A);
    expect(JSON.stringify(out[1])).not.toContain(name);
  });

  it('an event naming no untried division, or already the Soviet\u2019s alone, is left as it is', () => {
    const other = { type: 'kb-moved', unit: C };
    expect(kbEventVisibility([other], ctx, [A])).toEqual([other]);
    const own = { type: 'kb-untried-setup', unit: A, visibleTo: ['soviet'] };
    expect(kbEventVisibility([own], ctx, [A])).toEqual([own]);
  });
});
