import { z } from 'zod';
import { whenParsed } from '#kernel/engine/when-parsed';
import { IndirectFireSchema, StukasSchema } from './fire';
import { isBox, SosHexSchema, SosPathSchema, SosPlaceSchema, SosUnitListSchema, SosUnitSchema } from './places';

/**
 * SoS 8.0: units move along `path`, hex by hex, together as a stack (each enters every hex
 * of the path). `mode`: `normal` (the default), `breakthrough` (8.5: first in the phase,
 * through the hex of a successful breakthrough attack) or `deployment` (8.23: last in the
 * phase, at twice the MP, away from the enemy). `transport` carries Soviet foot units
 * (16.4): `units` are then its passengers, `path` is the transport's own path from its hex,
 * which picks the passengers up where they stand (its start hex or a hex of the path, 16.45)
 * and sets them down at `unload` (a hex of the path after the pick-up; absent: the path's
 * last hex), the transport going on alone (16.46). `ifStopped` says what the server does with the rest of the path when a step cannot
 * be taken: `stop` (the default) ends the move where it is. `losses` is the moving player's
 * order of losses for this stack when opportunity fire hits it (11.9; armored units first
 * against AT fire, 9.82).
 */
export const MoveBodySchema = z
  .strictObject({
    units: SosUnitListSchema,
    path: SosPathSchema,
    mode: z.enum(['normal', 'breakthrough', 'deployment']).optional(),
    transport: SosUnitSchema.optional(),
    ifStopped: z.enum(['stop', 'skip']).optional(),
    losses: SosUnitListSchema.optional(),
    unload: SosHexSchema.optional(),
  })
  .superRefine((m, ctx) => {
    if (m.mode === 'deployment' && m.path.some(isBox)) ctx.addIssue({ code: 'custom', path: ['mode'], message: 'deployment movement is made on the map, not through the boxes', params: { code: 'deployment-box', rule: 'SoS 8.23' } });
    if (m.transport && m.units.includes(m.transport)) ctx.addIssue({ code: 'custom', path: ['transport'], message: `${m.transport} carries the units; it is not one of them`, params: { code: 'transport-carries-itself', rule: 'SoS 16.4' } });
    if (m.unload && !m.transport) ctx.addIssue({ code: 'custom', path: ['unload'], message: 'only units carried by a transport unload: name the transport', params: { code: 'unload-without-transport', rule: 'SoS 16.45' } });
    m.losses?.forEach((u, i) => {
      if (!m.units.includes(u)) ctx.addIssue({ code: 'custom', path: ['losses', i], message: `${u} does not move in this order; only the moving units may be lost to its opportunity fire`, params: { code: 'loss-not-moving', rule: 'SoS 11.9' } });
    });
  }, { when: whenParsed('units', 'path', 'mode', 'transport', 'losses', 'unload') });
export const MoveOrderSchema = z.strictObject({ move: MoveBodySchema });

/**
 * SoS 16.52-16.54: River Flotilla units taken from their East Bank box at the start of the Soviet
 * Movement or Exploit Movement Phase and placed in the solid Volga River hex `at` for the phase,
 * by themselves or with the units crossing there; `takeLosses`: they are lost first when German
 * opportunity fire calls for losses among the units moving in that hex (16.54).
 */
export const FlotillaOrderSchema = z.strictObject({ flotilla: z.strictObject({ units: SosUnitListSchema, at: SosHexSchema, takeLosses: z.literal(true).optional() }) });

/** SoS 21.2: reinforcements or replacements placed in a box at the start of the owner's Movement Phase (absent: they are delayed). */
export const EnterOrderSchema = z.strictObject({ enter: z.strictObject({ units: SosUnitListSchema, box: SosPlaceSchema.refine(isBox, { message: 'reinforcements are placed in a box', params: { code: 'not-a-box', rule: 'SoS 21.2' } }) }) });

/** SoS 8.71-8.74: dismount or remount at the start of a movement phase. */
export const DismountOrderSchema = z.strictObject({ dismount: z.strictObject({ units: SosUnitListSchema }) });
export const RemountOrderSchema = z.strictObject({ remount: z.strictObject({ units: SosUnitListSchema }) });

/**
 * SoS 18.15, 14.92: at the end of the phase, a leader or OP that spent none of its MP moves to a
 * hex holding a unit of its command, at any distance.
 */
export const JoinOrderSchema = z.strictObject({ join: z.strictObject({ unit: SosUnitSchema, hex: SosHexSchema }) });

/** SoS 9.02a, 9.64: an 'attack' marker on an enemy hex, with the adjacent non-pinned infantry-type unit that allows it. */
export const MarkAttackOrderSchema = z.strictObject({ markAttack: z.strictObject({ hex: SosHexSchema, by: SosUnitSchema }) });

/**
 * SoS 10.0: a breakthrough attack, made in the movement phase before any other movement
 * (8.5), by direct fire units (10.3) on `target`, each firing from where it stands;
 * `indirect`: mortars within the attackers' command with their spotters (10.3, 14.2);
 * `stukas`: German Stukas with the LW OP spotting (10.3, 15.14). The
 * defender answers it by standing orders only (no retreat before combat, 10.5; no pause in
 * the middle of the mover's phase). `losses`: the attacker's order of losses to defensive
 * fire (9.58). `advance`: the attackers that move into the hex when every defender is
 * eliminated (10.6; absent: every adjacent attacker left, within the stacking limit).
 * `closeAssault` and `engineers` as in an attack (10.1: "resolved using the same procedures
 * for other attacks (9.6)"): the Close Assault Bonus (9.67), and the attackers with a red AF
 * whose DRM is claimed (9.71; they take the first loss, 9.82).
 */
export const BreakthroughOrderSchema = z.strictObject({
  breakthrough: z
    .strictObject({ target: SosHexSchema, attackers: SosUnitListSchema, losses: SosUnitListSchema.optional(), advance: SosUnitListSchema.optional(), indirect: z.array(IndirectFireSchema).min(1).optional(), stukas: StukasSchema.optional(), closeAssault: z.literal(true).optional(), engineers: SosUnitListSchema.optional() })
    .superRefine((b, ctx) => {
      // SoS 9.18: a unit fires once at one target: a mortar named under indirect is not also an attacker
      b.indirect?.forEach((g, i) => g.units.forEach((u, j) => {
        if (b.attackers.includes(u)) ctx.addIssue({ code: 'custom', path: ['indirect', i, 'units', j], message: `${u} fires twice at one target`, params: { code: 'unit-repeated', rule: 'SoS 9.18' } });
      }));
      for (const key of ['losses', 'advance', 'engineers'] as const) {
        b[key]?.forEach((u, i) => {
          if (!b.attackers.includes(u)) ctx.addIssue({ code: 'custom', path: [key, i], message: `${u} is not one of the attackers`, params: { code: 'not-attacking', rule: key === 'advance' ? 'SoS 10.6' : key === 'engineers' ? 'SoS 9.71' : 'SoS 9.58' } });
        });
      }
    }, { when: whenParsed('attackers', 'losses', 'advance', 'indirect', 'engineers') }),
});
