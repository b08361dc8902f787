import type { Issue } from '#kernel/engine/issues';
import type { AttackBody } from '../windows/attack/check-attack';

/**
 * SoS 16.55: "Soviet RF units may fire only in the Soviet Attack and Exploit Attack Phases
 * using the CRT or West Bank Bombardment Table. RF units may combine their fire with other
 * Soviet direct fire and IF artillery units for both attacks and defensive fire."
 *
 * Read so: an attack that names `table: wbbt` is the River Flotilla's fire on the WBBT, alone
 * or with IF artillery (14.45: the WBBT is a bombardment table; 14.41: "No direct fire ...
 * units, such as infantry, may participate in bombardment"). It is resolved as a bombardment
 * of the cliff hex (flotilla-wbbt.ts): no defensive fire, no retreat, no advance. With direct
 * fire units the River Flotilla fires on the CRT, as one attack. In defensive fire it joins
 * the hex's defensive fire on the CRT (9.5): the defence answer names no table.
 */
export const firesOnWbbt = (a: AttackBody): boolean => a.table === 'wbbt';

/** SoS 16.55, 14.41, 14.45: every problem of an attack's `table`, each at `path` + its place. */
export function attackTableProblems(a: AttackBody, path: (string | number)[]): Issue[] {
  if (!firesOnWbbt(a)) return [];
  const out: Issue[] = [];
  if (!a.flotilla) out.push({ path: [...path, 'table'], code: 'not-yet-refereed', message: 'an attack on the WBBT is the River Flotilla\'s (16.55); IF artillery alone bombards on the WBBT in a Simultaneous Bombardment Phase: a bombardment in the attack phase is not refereed yet', rule: 'SoS 14.42, 14.45, 16.55' });
  if (a.fire) out.push({ path: [...path, 'fire'], code: 'wbbt-with-direct-fire', message: 'direct fire units do not fire on the WBBT: the River Flotilla combines with them on the CRT (table: crt), or fires on the WBBT alone or with IF artillery', rule: 'SoS 16.55, 14.41' });
  if (a.stukas) out.push({ path: [...path, 'stukas'], code: 'wbbt-with-stukas', message: 'Stukas are German: they do not fire with the River Flotilla', rule: 'SoS 16.55, 15.1' });
  if (a.advance) out.push({ path: [...path, 'advance'], code: 'wbbt-no-advance', message: 'a fire on the WBBT is a bombardment: no unit advances after it', rule: 'SoS 16.55, 14.41, 9.85' });
  if (a.engineers) out.push({ path: [...path, 'engineers'], code: 'wbbt-no-engineers', message: 'the engineers\' DRM is an attack\'s on the CRT (9.71), not read on the WBBT (14.6)', rule: 'SoS 16.55, 14.6' });
  if (a.losses) out.push({ path: [...path, 'losses'], code: 'wbbt-no-losses', message: 'a fire on the WBBT meets no defensive fire: no order of losses is read', rule: 'SoS 16.55, 14.41' });
  return out;
}
