import type { StandingRow } from './types';

/** The standings as a fixed-width text table, for mail and terminals. */
export function standingsText(rows: readonly StandingRow[]): string {
  const width = Math.max(4, ...rows.map((r) => r.name.length));
  const head = `${'#'.padStart(3)}  ${'Name'.padEnd(width)}  ${['P', 'W', 'D', 'L', 'Pts'].map((h) => h.padStart(4)).join('')}`;
  const lines = rows.map(
    (r) => `${String(r.rank).padStart(3)}  ${r.name.padEnd(width)}  ${[r.played, r.won, r.drawn, r.lost, r.points].map((n) => String(n).padStart(4)).join('')}`,
  );
  return [head, ...lines].join('\n');
}
