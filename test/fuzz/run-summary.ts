import type { GameReport, Violation } from './game-report';

/** A kind of disagreement between options() and check(), with how often it came and one example. */
export interface FindingGroup {
  signature: string;
  count: number;
  example: { scenario: string; gameSeed: string; step: number; window: string; side: string; orders: unknown[]; message: string };
}

/** What a fuzzing run did, over all its games. */
export interface RunSummary {
  games: number;
  steps: number;
  ms: number;
  gamesWithCombat: number;
  gamesEnded: number;
  battles: number;
  rolled: number;
  byResult: Record<string, number>;
  byKind: Record<string, number>;
  /** Results of the table that no battle of the run gave. */
  missingResults: string[];
  byScenario: Record<string, { games: number; steps: number; withCombat: number; winners: Record<string, number> }>;
  orders: Record<string, number>;
  dropped: number;
  droppedBy: Record<string, number>;
  offeredChecked: number;
  gaveUp: number;
  standingFiles: number;
  notableEvents: Record<string, number>;
  violations: (Violation & { scenario: string; gameSeed: string })[];
  findings: FindingGroup[];
}

const add = (into: Record<string, number>, key: string, n = 1) => (into[key] = (into[key] ?? 0) + n);

/** Adds up the games' reports; `resultKinds` are every result the title's table can give. */
export function summarize(reports: readonly GameReport[], resultKinds: readonly string[], ms: number): RunSummary {
  const s: RunSummary = {
    games: reports.length, steps: 0, ms, gamesWithCombat: 0, gamesEnded: 0, battles: 0, rolled: 0, byResult: {}, byKind: {}, missingResults: [],
    byScenario: {}, orders: {}, dropped: 0, droppedBy: {}, offeredChecked: 0, gaveUp: 0, standingFiles: 0, notableEvents: {}, violations: [], findings: [],
  };
  const groups = new Map<string, FindingGroup>();
  for (const r of reports) {
    const scenario = (s.byScenario[r.scenario] ??= { games: 0, steps: 0, withCombat: 0, winners: {} });
    scenario.games++;
    scenario.steps += r.steps;
    s.steps += r.steps;
    if (r.battles.length > 0) {
      s.gamesWithCombat++;
      scenario.withCombat++;
    }
    if (r.outcome.ended) s.gamesEnded++;
    add(scenario.winners, r.outcome.winner ?? 'none');
    for (const b of r.battles) {
      s.battles++;
      if (b.rolled) s.rolled++;
      add(s.byResult, b.result);
      add(s.byKind, b.kind);
    }
    for (const [k, n] of Object.entries(r.orders)) add(s.orders, k, n);
    for (const [k, n] of Object.entries(r.notableEvents)) add(s.notableEvents, k, n);
    s.dropped += r.dropped;
    for (const [k, n] of Object.entries(r.droppedBy)) add(s.droppedBy, k, n);
    s.offeredChecked += r.offeredChecked;
    s.gaveUp += r.gaveUp;
    s.standingFiles += r.standingFiles;
    s.violations.push(...r.violations.map((v) => ({ ...v, scenario: r.scenario, gameSeed: r.gameSeed })));
    for (const d of r.disagreements) {
      const first = d.issues[0];
      const kind = Object.keys((d.orders.at(-1) ?? {}) as object)[0] ?? '?';
      const signature = `${kind}: ${first?.code ?? '?'} (${first?.rule ?? 'no rule'})`;
      const g = groups.get(signature);
      if (g) g.count++;
      else {
        const message = d.issues.map((i) => `${i.path.join('.')} ${i.code}: ${i.message}`).join('; ');
        groups.set(signature, { signature, count: 1, example: { scenario: r.scenario, gameSeed: r.gameSeed, step: d.step, window: d.window, side: d.side, orders: d.orders, message } });
      }
    }
  }
  s.missingResults = resultKinds.filter((k) => !(k in s.byResult));
  s.findings = [...groups.values()].sort((a, b) => b.count - a.count);
  return s;
}

/** The summary as plain lines for a terminal. */
export function formatSummary(s: RunSummary): string[] {
  const pct = (n: number, of: number) => (of === 0 ? '0' : ((100 * n) / of).toFixed(1));
  const kv = (o: Record<string, number>) => Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k} ${v}`).join(', ');
  const lines = [
    `games ${s.games} (${s.gamesEnded} played to the end), steps ${s.steps}, ${(s.ms / 1000).toFixed(1)} s (${(s.games / (s.ms / 1000)).toFixed(3)} games/s, ${(s.steps / (s.ms / 1000)).toFixed(2)} steps/s)`,
    ...Object.entries(s.byScenario).map(([id, x]) => `  ${id}: ${x.games} games, ${x.steps} steps, ${x.withCombat} with combat, winners: ${kv(x.winners)}`),
    `games with combat ${s.gamesWithCombat} (${pct(s.gamesWithCombat, s.games)}%)`,
    `battles ${s.battles} (${s.rolled} rolled): ${kv(s.byResult)}; by kind: ${kv(s.byKind)}`,
    `results never seen: ${s.missingResults.length > 0 ? s.missingResults.join(', ') : 'none'}`,
    `orders accepted: ${kv(s.orders)}; refused in combination and dropped ${s.dropped} (${kv(s.droppedBy)}); offered orders checked alone ${s.offeredChecked}; files given up ${s.gaveUp}; standing-only files ${s.standingFiles}`,
    `notable events: ${kv(s.notableEvents) || 'none'}`,
    `violations ${s.violations.length}`,
    ...s.violations.slice(0, 20).map((v) => `  ${v.scenario} ${v.gameSeed} step ${v.step} ${v.window ?? ''} [${v.kind}] ${v.message.split('\n')[0]}`),
    `options/check disagreements ${s.findings.reduce((n, g) => n + g.count, 0)} in ${s.findings.length} kinds`,
    ...s.findings.map((g) => `  ${g.count}x ${g.signature}; e.g. ${g.example.scenario} ${g.example.gameSeed} step ${g.example.step} ${g.example.window}: ${JSON.stringify(g.example.orders)} → ${g.example.message}`),
  ];
  return lines;
}
