import type { KbSide } from '#games/kharkov-battles/data/ids';
import type { KbContext } from '#games/kharkov-battles/state/context';
import type { KbState } from '#games/kharkov-battles/state/types';
import type { Rng } from '../../../fuzz/rng';

/** The map hexes the side's units stand in, sorted. */
export function hexesOf(ctx: KbContext, state: KbState, side: KbSide): string[] {
  const out = new Set<string>();
  for (const [id, u] of Object.entries(state.units)) if (u.where === 'map' && u.hex !== null && ctx.unit(id).side === side) out.add(u.hex);
  return [...out].sort();
}

/**
 * Random standing orders of one side, each field drawn from the choices the standing
 * schema gives (orders/standing.ts): defensive Air Points by case and budget (KB 5.21),
 * participants by hex (6.21-6.22), Tigers (15.3), a loss order (12.63, 11.26), the retreat
 * policy with steps held, preferred and avoided hexes and entries by hex (12.62, 12.72),
 * the Breakout Attempt (12.73), advances (12.8), Forced Displacement (11.32) and bridges to
 * blow (18.22). `ask` is drawn too: in the Combat Phase the Prepared Assault Air Point's, the
 * loss order's, the retreat's and the advance's `ask` pause the phase, and so do, in the Movement
 * Phase, `displace`, `lossOrder` (a D(1)r3) and `air.mobileAssault` (the fuzzer answers with one
 * of the answers orderChoices() offers); any other takes its default.
 */
export function planKbStanding(ctx: KbContext, state: KbState, side: KbSide, rng: Rng): Record<string, unknown> {
  const mine = Object.keys(state.units).filter((id) => ctx.unit(id).side === side && state.units[id]!.where === 'map').sort();
  const own = hexesOf(ctx, state, side);
  const enemy = hexesOf(ctx, state, side === 'axis' ? 'soviet' : 'axis');
  const out: Record<string, unknown> = {};
  const airRule = (): Record<string, unknown> =>
    rng.pick([
      () => ({ hexes: rng.subset(own, 0.1).slice(0, 3).concat(own.length > 0 ? [rng.pick(own)] : ['KB0101']).slice(0, 3) }),
      () => ({ units: [rng.pick(mine.length > 0 ? mine : ['x'])] }),
      () => ({ city: true }),
      () => ({ attackerAir: rng.pick([1, 2]) }),
      () => ({ any: true }),
    ])();
  if (rng.chance(0.5)) {
    out.air = {
      ...(rng.chance(0.5) ? { budget: rng.int(3) } : {}),
      ...(rng.chance(0.6) ? { preparedAssault: rng.chance(0.1) ? 'ask' : Array.from({ length: 1 + rng.int(2) }, airRule) } : {}),
      ...(rng.chance(0.6) ? { mobileAssault: rng.chance(0.1) ? 'ask' : Array.from({ length: 1 + rng.int(2) }, airRule) } : {}),
    };
  }
  if (rng.chance(0.2) && own.length > 0) {
    const hex = rng.pick(own);
    const there = mine.filter((id) => state.units[id]!.hex === hex);
    out.participants = rng.chance(0.2) ? 'ask' : [{ hex, units: rng.subset(there, 0.6).concat(there.slice(0, 1)).filter((u, i, a) => a.indexOf(u) === i) }];
  }
  if (rng.chance(0.3)) out.tigers = rng.pick(['use', 'keep']);
  if (rng.chance(0.4)) out.lossOrder = rng.chance(0.1) ? 'ask' : rng.subset(mine, 0.05).slice(0, 6);
  if (rng.chance(0.6)) {
    const near = (list: readonly string[]) => rng.subset(list, 0.05).slice(0, 3);
    const avoid = near(enemy.flatMap((h) => ctx.map.neighbours(h as never) as string[]).filter((h) => !enemy.includes(h)));
    const prefer = near(own).filter((h) => !avoid.includes(h));
    out.retreat = {
      ...(rng.chance(0.7) ? { policy: rng.pick(['retreat', 'hold', 'ask']) } : {}),
      ...(rng.chance(0.3) ? { hold: rng.int(5) } : {}),
      ...(prefer.length > 0 && rng.chance(0.4) ? { prefer } : {}),
      ...(avoid.length > 0 && rng.chance(0.4) ? { avoid } : {}),
      ...(own.length > 0 && rng.chance(0.4)
        ? { hexes: [...new Set(rng.subset(own, 0.1).slice(0, 3))].map((hex) => ({ hex, ...(rng.chance(0.5) ? { hold: rng.int(3) } : {}), ...(rng.chance(0.3) ? { policy: rng.pick(['retreat', 'hold']) } : {}) })) }
        : {}),
    };
  }
  if (rng.chance(0.3)) out.breakout = rng.pick<unknown>(['never', 'always', { steps: 1 + rng.int(3) }]);
  if (rng.chance(0.3)) {
    const from = own.length > 0 ? rng.pick(own) : null;
    out.advance = {
      policy: rng.pick(['none', 'ask']),
      ...(from && rng.chance(0.5) ? { hexes: [{ from, path: [rng.pick(ctx.map.neighbours(from as never) as string[])] }] } : {}),
    };
  }
  if (rng.chance(0.3)) out.displace = { policy: rng.pick(['displace', 'eliminate', 'ask']), ...(own.length > 0 && rng.chance(0.5) ? { prefer: [rng.pick(own)] } : {}) };
  const bridges = state.markers.pontoons;
  if (bridges.length > 0 && rng.chance(0.3)) out.bridges = rng.subset(bridges, 0.5).map((b) => ({ hex: b.hex, across: b.across, when: 'enemy-adjacent' }));
  return out;
}
