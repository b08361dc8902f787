import { TablesSchema, type Tables } from '../../../src/games/campaign-to-stalingrad/data/schema';
import { ratioColumn } from '../../../src/kernel/combat/ratio-column';
import { checkStepLossTable } from '../../../src/kernel/combat/step-loss/table';

/** tables.yaml, checked: the CRT has six results of each kind per column and rising columns. */
export function compileTables(yaml: unknown): Tables {
  const t = TablesSchema.parse(yaml);
  const problems = checkStepLossTable(t.crt, 6);
  if (problems.length > 0) throw new Error(`tables.yaml crt: ${problems.join('; ')}`);
  ratioColumn(1, 1, t.crt.columns); // throws unless the headings are ratios that rise
  checkWeatherTable(t.weather);
  return t;
}

/** 25.0: the Weather Table's months start at turn 1, rise, and each has its one row of results. */
function checkWeatherTable(w: Tables['weather']): void {
  const problems: string[] = [];
  if (w.months[0]!.firstTurn !== 1) problems.push('the first month must start at turn 1');
  w.months.forEach((m, i) => {
    if (i > 0 && m.firstTurn <= w.months[i - 1]!.firstTurn) problems.push(`${m.month} starts before or with the month before it`);
    if (!w.results[m.month]) problems.push(`${m.month} has no row of results`);
  });
  for (const month of Object.keys(w.results)) if (!w.months.some((m) => m.month === month)) problems.push(`${month} is in no turn`);
  if (problems.length > 0) throw new Error(`tables.yaml weather: ${problems.join('; ')}`);
}
