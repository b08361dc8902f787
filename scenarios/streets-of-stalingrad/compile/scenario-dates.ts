import { entryIn, type Counter } from '../../../src/games/streets-of-stalingrad/data/counters';
import { dayOfTurn, SOS_SCENARIO_IDS, SOS_SCENARIOS } from '../../../src/games/streets-of-stalingrad/sequence/scenarios';

const monthDay = (d: { month: number; day: number }): string => `${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * SoS 2.32, 2.36: a scenario card lists the reinforcements that arrive during the scenario
 * (its "number of turns and corresponding historical dates"), so a counter a card holds as a
 * reinforcement arrives on one of its days: one that arrived before the first day starts on
 * the map or in a box there (counters.yaml `entries`), one due after the last is not on the card.
 */
export function scenarioDateProblems(counters: readonly Counter[]): string[] {
  const out: string[] = [];
  for (const id of SOS_SCENARIO_IDS) {
    const s = SOS_SCENARIOS[id];
    const [first, last] = [monthDay(dayOfTurn(id, s.firstTurn)), monthDay(dayOfTurn(id, s.lastTurn))];
    for (const c of counters) {
      const e = entryIn(c, s.number);
      if (!c.scenarios.includes(s.number) || e.at !== 'reinforcement') continue;
      // MM-DD strings order as the days they name
      if (e.date < first || e.date > last) out.push(`${c.id}: arrives on ${e.date}, outside scenario #${s.number}'s days ${first} to ${last} (SoS 2.32, 2.36)`);
    }
  }
  for (const c of counters) {
    if (c.entries && Object.keys(c.entries).some((n) => !c.scenarios.includes(Number(n) as Counter['scenarios'][number]))) out.push(`${c.id}: an entry for a scenario whose card does not hold it (SoS 2.32)`);
  }
  return out;
}
