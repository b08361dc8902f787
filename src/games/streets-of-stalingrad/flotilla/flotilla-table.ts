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
 * it joins the hex's defensive fire on the CRT (9.5): the defence answer names no table.
 */
export const firesOnWbbt = (a: AttackBody): boolean => a.table === 'wbbt';

/** SoS 16.55, the WBBT note: every problem of an attack's `table`, each at `path` + its place. */
export function attackTableProblems(a: AttackBody, path: (string | number)[]): Issue[] {
  if (!firesOnWbbt(a)) return [];
  const out: Issue[] = [];
  if (!a.flotilla) out.push({ path: [...path, 'table'], code: 'not-yet-refereed', message: 'an attack on the WBBT is the River Flotilla\'s (16.55); IF artillery alone bombards on the WBBT in a Simultaneous Bombardment Phase: a bombardment in the attack phase is not refereed yet', rule: 'SoS 14.42, 14.45, 16.55' });
  if (a.fire) out.push({ path: [...path, 'fire'], code: 'wbbt-with-direct-fire', message: 'direct fire units do not fire on the WBBT ("If any infantry, engineers, armored, AA or AT units are also firing, use the CRT"): the River Flotilla combines with them on the CRT (table: crt), or fires on the WBBT alone or with IF artillery', rule: 'SoS 16.55, WBBT' });
  if (a.stukas) out.push({ path: [...path, 'stukas'], code: 'wbbt-with-stukas', message: 'Stukas are German: they do not fire with the River Flotilla', rule: 'SoS 16.55, 15.1' });
  if (a.advance) out.push({ path: [...path, 'advance'], code: 'wbbt-no-advance', message: 'no unit advances after an attack on the WBBT: the River Flotilla stays in its Volga River hex (16.53) and IF artillery does not advance', rule: 'SoS 16.53, 16.55, 9.85' });
  if (a.engineers) out.push({ path: [...path, 'engineers'], code: 'wbbt-no-engineers', message: 'the engineers\' DRM is an attack\'s on the CRT (9.71), not read on the WBBT (14.6)', rule: 'SoS 16.55, 14.6' });
  return out;
}
