import { COUNTER_TYPES, type Counter } from '../../../src/games/streets-of-stalingrad/data/counters';
import type { SosTables } from '../../../src/games/streets-of-stalingrad/data/tables';
import { namesUnit } from '../../../src/games/streets-of-stalingrad/data/withdrawals';

/**
 * tables.yaml `withdrawals` against the counters and the text: each withdrawal names campaign
 * units (21.51), no more than it has as its minimum (21.52), its dates in order, substitutes
 * of known types (21.53); and the facts the text states: the 670 PAK Battalion's three units
 * on 27 September for 6 Pz points each (21.53), the 29th Division by 29 September, its
 * artillery regiment by 5 October, kept at the latest to 10 October, 1 VP won by 19
 * September and 1 lost when kept (3.2, 3.5, 3.7, 21.54).
 */
export function withdrawalProblems(t: Pick<SosTables, 'withdrawals'>, counters: readonly Counter[]): string[] {
  const out: string[] = [];
  const campaign = counters.filter((c) => c.side === 'german' && c.scenarios.includes(3));
  const types: readonly string[] = COUNTER_TYPES;
  const ids = new Set<string>();
  t.withdrawals.schedule.forEach((w, i) => {
    const at = `withdrawals.schedule[${i}] (${w.id})`;
    if (ids.has(w.id)) out.push(`${at}: the id is used twice`);
    ids.add(w.id);
    const named = campaign.filter((c) => namesUnit(w.units, c));
    if (named.length === 0) out.push(`${at}: names no German unit of the campaign (SoS 21.51)`);
    if (typeof w.minimum === 'number' && w.minimum > named.length) out.push(`${at}: a minimum of ${w.minimum} but only ${named.length} units (SoS 21.52)`);
    if (w.from && w.from > w.date) out.push(`${at}: may go from ${w.from}, after its date ${w.date}`);
    if (w.keptUntil && w.keptUntil < w.date) out.push(`${at}: kept until ${w.keptUntil}, before its date ${w.date}`);
    for (const s of w.substitutes ?? []) if (!types.includes(s)) out.push(`${at}: substitute type ${s} is not a counter type (SoS 21.53)`);
  });
  for (const v of t.withdrawals.vp) {
    for (const id of v.kept.withdrawals) if (!ids.has(id)) out.push(`withdrawals.vp (${v.id}): no withdrawal ${id}`);
    if (!campaign.some((c) => namesUnit(v.units, c))) out.push(`withdrawals.vp (${v.id}): names no German unit of the campaign`);
  }
  out.push(...textFacts(t, campaign));
  return out;
}

/** The withdrawals the text states (21.53, 21.54, 3.2, 3.5, 3.7). */
function textFacts(t: Pick<SosTables, 'withdrawals'>, campaign: readonly Counter[]): string[] {
  const out: string[] = [];
  const pak = t.withdrawals.schedule.find((w) => campaign.some((c) => namesUnit(w.units, c) && c.formation.battalion === '670 PAK'));
  if (!pak) out.push('withdrawals.schedule: the 670 PAK Battalion is withdrawn on 27 September (SoS 21.53)');
  else {
    if (pak.date !== '09-27' || pak.minimum !== 3) out.push(`withdrawals.schedule (${pak.id}): the 670 PAK Battalion's three units go on 27 September (SoS 21.53)`);
    if (pak.points?.kind !== 'Pz' || pak.points.perUnit !== 6) out.push(`withdrawals.schedule (${pak.id}): six "Pz" points stand for a missing 670 PAK unit (SoS 21.53)`);
  }
  const of29 = (c: Counter) => c.back.mark === 'flag' && c.back.flag === '29';
  const division = t.withdrawals.schedule.filter((w) => campaign.some((c) => of29(c) && namesUnit(w.units, c)));
  const dateOf = (c: Counter) => division.find((w) => namesUnit(w.units, c));
  for (const c of campaign.filter(of29)) {
    const w = dateOf(c);
    const want = c.formation.regiment === '29 Artillery Regiment' ? '10-05' : '09-29';
    if (!w || w.date !== want || w.keptUntil !== '10-10' || w.minimum !== 'all') out.push(`${c.id}: goes with all the 29th Division by ${want}, kept at the latest to 10-10 (SoS 3.2, 3.7, 21.54)`);
  }
  const vp = t.withdrawals.vp.find((v) => v.units.flag === '29');
  if (!vp || vp.early.by !== '09-19' || vp.early.vp !== 1 || vp.kept.vp !== -1) out.push('withdrawals.vp: the 29th Division earns 1 VP gone by 19 September, loses 1 kept (SoS 3.5, 3.7)');
  return out;
}
