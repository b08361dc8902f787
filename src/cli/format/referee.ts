import type { RefereeResult } from '#service/referee/types';
import { stepReport } from './step';

/** A referee action's result for people: what was done, where the game stands, any steps. */
export function refereeLines(r: RefereeResult): string[] {
  const lines = [`Referee action ${r.seq} (${r.action}) on game ${r.game}: done. Status ${r.status}, window ${r.window ?? 'none'}.`];
  if (r.token) lines.push('', `New token (shown once, give it to the new player): ${r.token}`);
  if (r.preview) lines.push('', 'Preview (nothing kept; the seed is not revealed to the players):', ...stepReport(r.preview).map((l) => `  ${l}`));
  for (const s of r.steps) lines.push('', ...stepReport(s));
  return lines;
}
