import type { Issue } from '#kernel/engine/issues';
import type { AttackBody } from '../windows/attack/check-attack';

/**
 * SoS 16.55: "Soviet RF units may fire only in the Soviet Attack and Exploit Attack Phases
 * using the CRT or West Bank Bombardment Table. RF units may combine their fire with other
 * Soviet direct fire and IF artillery units for both attacks and defensive fire."
 *
 * Read so: an attack that names `table: wbbt` is the River Flotilla's attack on the WBBT, alone
 * or with IF artillery. It is an attack, not a bombardment (14.41: "Bombardment occurs when only
 * Stukas and/or IF artillery units fire at a hex"; the RF units are armored units, 16.51, and
 * the WBBT note lets IF use the table "for bombardment, attacks, defensive fire": a table is no
 * kind of fire). The defender may retreat before it (9.41) and fire defensively at the
 * flotilla's hex (9.51, 9.55), the `defense` pause included; every unit that fired is spent
 * (9.18); it is resolved on the WBBT (flotilla-wbbt.ts, through resolve-attack.ts). With direct
 * fire units the River Flotilla fires on the CRT, as one attack: the WBBT note's "If any
 * infantry, engineers, armored, AA or AT units are also firing, use the CRT, not the WBBT" is
 * read of the units firing with the flotilla, 16.55 naming the WBBT for the flotilla itself
 * (an armored unit, which the note would otherwise always send to the CRT). In defensive fire
 * it joins the hex's defensive fire on the CRT (9.5): a defence's `table: wbbt` is IF support's
 * alone, refused with the River Flotilla at the same hex (windows/attack/wbbt-defense.ts).
 *
 * The WBBT note: "IF artillery units may use the WBBT for bombardment, attacks, defensive fire";
 * 14.02: IF fires its AF "In either side's Attack or Exploit Attack Phase to attack or defensive
 * fire by themselves"; 14.42: IF bombards "In an Attack Phase". So IF artillery alone (West Bank
 * units, and Soviet units in East Bank boxes, 9.17, 14.51) may name `table: wbbt` in an attack,
 * as it already attacks alone on the CRT. Fire of IF units alone is a bombardment (14.41): the
 * defender neither retreats (9.41: "If only IF artillery and/or Stuka units are bombarding the
 * hex, even if it is an Attack or Exploit Attack Phase, the defending units may not retreat")
 * nor fires defensively (9.55: only at units "using direct fire to attack their hex"), and its
 * losses are a bombardment's (14.81, 14.47); with the River Flotilla it is an attack, its losses
 * an attack's (9.82: flotilla-wbbt.ts). Stukas: "Stuka units may use the WBBT for bombardment and
 * attacks" (WBBT note, 15.15): alone or with German IF artillery they fire on the WBBT in an
 * attack as a bombardment (14.41), after the Soviet AA has fired at them (15.42-15.46), their AF
 * added to the IF's, -1 when the LW OP sees the target (15.17).
 */
export const firesOnWbbt = (a: AttackBody): boolean => a.table === 'wbbt';

/** SoS 16.55, 14.02, the WBBT note: every problem of an attack's `table`, each at `path` + its place. */
export function attackTableProblems(a: AttackBody, path: (string | number)[]): Issue[] {
  if (!firesOnWbbt(a)) return [];
  const out: Issue[] = [];
  // SoS 16.55, WBBT note, 14.02: the River Flotilla and/or IF artillery fire on the WBBT; an attack with neither has nothing to fire on it
  // SoS 14.42: IF alone bombards in an Attack Phase too; SoS 14.45: on the CRT or the WBBT, as the attack names
  if (!a.flotilla && !a.indirect && !a.stukas) out.push({ path: [...path, 'table'], code: 'wbbt-without-if', message: 'only the River Flotilla, IF artillery and Stukas fire on the WBBT in an attack: name them (flotilla, indirect, stukas) or fire on the CRT', rule: 'SoS 16.55, 15.15, WBBT' });
  if (a.fire) out.push({ path: [...path, 'fire'], code: 'wbbt-with-direct-fire', message: 'direct fire units do not fire on the WBBT ("If any infantry, engineers, armored, AA or AT units are also firing, use the CRT"): IF artillery and the River Flotilla combine with them on the CRT (table: crt), or fire on the WBBT without them', rule: 'SoS 16.55, WBBT' });
  if (a.stukas && a.flotilla) out.push({ path: [...path, 'stukas'], code: 'wbbt-with-stukas', message: 'Stukas are German: they do not fire with the River Flotilla', rule: 'SoS 16.55, 15.1' });
  if (a.advance) out.push({ path: [...path, 'advance'], code: 'wbbt-no-advance', message: 'no unit advances after an attack on the WBBT: the River Flotilla stays in its Volga River hex (16.53) and IF artillery does not advance', rule: 'SoS 16.53, 16.55, 9.85' });
  if (a.engineers) out.push({ path: [...path, 'engineers'], code: 'wbbt-no-engineers', message: 'the engineers\' DRM is an attack\'s on the CRT (9.71), not read on the WBBT (14.6)', rule: 'SoS 16.55, 14.6' });
  return out;
}
