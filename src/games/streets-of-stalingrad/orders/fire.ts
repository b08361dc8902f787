import { z } from 'zod';
import { whenParsed } from '#kernel/engine/when-parsed';
import { isBox, SosHexSchema, SosPathSchema, SosPlaceSchema, SosUnitListSchema, SosUnitSchema } from './places';

/**
 * Indirect fire (SoS 14.0, 14.2): IF units and the unit that spots for them. `self` where
 * (written as the spotter) the firer needs no spotter: Soviet IF in an East Bank box at a Volga cliff hex (14.28).
 */
export const IndirectFireSchema = z.strictObject({ units: SosUnitListSchema, spotter: SosUnitSchema });

/** SoS 15.1, 15.17: Stukas (German only), and the Luftwaffe OP that sees the target (15.13: a bombardment needs none; 15.14: an attack does). */
export const StukasSchema = z.strictObject({ count: z.number().int().min(1), spotter: SosUnitSchema.optional() });

/** Direct fire from one hex (9.1, 9.6): units firing their AF at the target from `from`. */
export const DirectFireSchema = z.strictObject({ units: SosUnitListSchema, from: SosHexSchema });

function noUnitTwice(a: { fire?: { units: string[] }[]; indirect?: { units: string[] }[]; flotilla?: { units: string[] }[] }, ctx: z.core.$RefinementCtx): void {
  const seen = new Set<string>();
  for (const key of ['fire', 'indirect', 'flotilla'] as const) {
    a[key]?.forEach((g, i) =>
      g.units.forEach((u, j) => {
        if (seen.has(u)) ctx.addIssue({ code: 'custom', path: [key, i, 'units', j], message: `${u} fires twice at one target`, params: { code: 'unit-repeated', rule: 'SoS 9.18' } });
        seen.add(u);
      }),
    );
  }
}

/**
 * SoS 9.02c-h, 9.6: the attack on one 'attack'-marked hex, declared whole before the
 * defender answers (9.41): direct fire by hex, indirect fire with its spotters, Stukas,
 * and the Close Assault (9.67, one column higher, direct fire needed). `engineers`: the
 * German engineers or Soviet flame-throwers whose red AF DRM is claimed; they take the
 * first loss (9.71, 9.82). `losses`: the attacker's order of losses to defensive fire
 * among the units that take part (9.58). `advance`: the units that enter the hex if it is
 * vacated (9.85), none if absent. `flotilla`: Soviet River Flotilla units taken from their
 * East Bank box and placed, at most two a hex, in the solid Volga River hex `from` they fire
 * from (16.53, 16.55: only at a Volga River cliff hex). `table`: the CRT (the default) or, for
 * an attack of the River Flotilla alone or with IF artillery, or of IF artillery alone, the
 * WBBT (16.55, 14.02, the WBBT note: flotilla/flotilla-table.ts).
 */
export const AttackBodySchema = z
  .strictObject({
    target: SosHexSchema,
    fire: z.array(DirectFireSchema).min(1).optional(),
    indirect: z.array(IndirectFireSchema).min(1).optional(),
    stukas: StukasSchema.optional(),
    closeAssault: z.literal(true).optional(),
    engineers: SosUnitListSchema.optional(),
    losses: SosUnitListSchema.optional(),
    advance: SosUnitListSchema.optional(),
    flotilla: z.array(DirectFireSchema).min(1).optional(),
    table: z.enum(['crt', 'wbbt']).optional(),
  })
  .superRefine((a, ctx) => {
    if (!a.fire && !a.indirect && !a.stukas && !a.flotilla) ctx.addIssue({ code: 'custom', path: [], message: 'an attack names its firers: direct fire, indirect fire, Stukas or the River Flotilla', params: { code: 'no-firer', rule: 'SoS 9.6' } });
    if (a.closeAssault && !a.fire) ctx.addIssue({ code: 'custom', path: ['closeAssault'], message: 'a Close Assault is made by direct-fire units', params: { code: 'close-assault-without-direct-fire', rule: 'SoS 9.67' } });
    a.fire?.forEach((f, i) => {
      if (f.from === a.target) ctx.addIssue({ code: 'custom', path: ['fire', i, 'from'], message: `the attackers fire at ${a.target} from another hex`, params: { code: 'fire-from-target', rule: 'SoS 9.6' } });
    });
    noUnitTwice(a, ctx);
    const firing = new Set([...(a.fire ?? []).flatMap((f) => f.units), ...(a.indirect ?? []).flatMap((f) => f.units), ...(a.flotilla ?? []).flatMap((f) => f.units)]);
    for (const key of ['engineers', 'losses', 'advance'] as const) {
      a[key]?.forEach((u, i) => {
        if (!firing.has(u)) ctx.addIssue({ code: 'custom', path: [key, i], message: `${u} does not take part in this attack`, params: { code: 'not-attacking', rule: key === 'advance' ? 'SoS 9.85' : 'SoS 9.58' } });
      });
    }
  }, { when: whenParsed('target', 'fire', 'indirect', 'stukas', 'closeAssault', 'engineers', 'losses', 'advance', 'flotilla', 'table') });
export const AttackOrderSchema = z.strictObject({ attack: AttackBodySchema });

/**
 * SoS 14.4-14.6, 15.1: a bombardment in a Simultaneous Bombardment Phase. On a hex, the
 * firer chooses the CRT or the WBBT (14.45) and may `interdict` instead (14.84); on an East
 * Bank box the EBBT is read and no table is chosen (14.5, 15.3).
 */
export const BombardBodySchema = z
  .strictObject({
    target: SosPlaceSchema,
    indirect: z.array(IndirectFireSchema).min(1).optional(),
    stukas: StukasSchema.optional(),
    table: z.enum(['crt', 'wbbt']).optional(),
    interdict: z.literal(true).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.indirect && !b.stukas) ctx.addIssue({ code: 'custom', path: [], message: 'a bombardment names its IF units or Stukas', params: { code: 'no-firer', rule: 'SoS 14.41' } });
    const box = isBox(b.target);
    if (box && b.table) ctx.addIssue({ code: 'custom', path: ['table'], message: 'a bombardment of an East Bank box is read on the EBBT', params: { code: 'table-for-box', rule: 'SoS 14.5' } });
    if (box && b.interdict) ctx.addIssue({ code: 'custom', path: ['interdict'], message: 'interdiction is placed on a map hex', params: { code: 'interdict-box', rule: 'SoS 14.84' } });
    if (!box && !b.table && !b.interdict) ctx.addIssue({ code: 'custom', path: ['table'], message: 'a bombardment of a hex names its table: crt or wbbt', params: { code: 'missing', rule: 'SoS 14.45' } });
    if (b.table && b.interdict) ctx.addIssue({ code: 'custom', path: ['interdict'], message: 'interdiction is placed without a table roll', params: { code: 'interdict-with-table', rule: 'SoS 14.84' } });
    noUnitTwice(b, ctx);
  }, { when: whenParsed('target', 'indirect', 'stukas', 'table', 'interdict') });
export const BombardOrderSchema = z.strictObject({ bombard: BombardBodySchema });

/**
 * SoS 13.0: the Herman infiltration attack, first in the Soviet Exploit Attack Phase from 26
 * September: Herman and the one Soviet infantry unit he is stacked with (13.1: never alone).
 * `path`: the hexes they enter on the way in, as a move names them (8.0), the start excluded;
 * the infantry attacks from its last hex (13.2, 13.3). `unit`: the one German combat unit
 * attacked in `target`, which may be one of a stack (13.3), named only when the Soviet sees
 * it (7.1); absent, the hex is named alone and the unit attacked is the stack's first German
 * combat unit in counter order (infiltration/infiltration-target.ts: a blind pick, made fixed). `back`: the hexes entered on the
 * way back to the Soviet side, from the hex they attacked from, at most 4 (13.8); walked only
 * if they survive the German defensive fire (13.7).
 */
export const InfiltrateOrderSchema = z.strictObject({
  infiltrate: z.strictObject({
    target: SosHexSchema,
    units: SosUnitListSchema.refine((u) => u.length === 2, { message: 'Herman infiltrates with one infantry unit he is stacked with: name the two', params: { code: 'infiltration-pair', rule: 'SoS 13.1' } }),
    path: SosPathSchema,
    unit: SosUnitSchema.optional(),
    back: SosPathSchema.refine((p) => p.length <= 4, { message: 'Herman and the infantry unit move back at most 4 hexes', params: { code: 'back-too-far', rule: 'SoS 13.8' } }),
  }),
});
export type InfiltrateBody = z.infer<typeof InfiltrateOrderSchema>['infiltrate'];
