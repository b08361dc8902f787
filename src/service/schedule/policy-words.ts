import type { Timing } from './timing';

/** What a reminder tells a player happens when the file does not come (docs/deadlines.md). */
export function policyWords(timing: Timing, deadline: string): string {
  const then = {
    'no-action': 'the window closes without you: your latest draft counts if you sent one,\notherwise you take no action (standing orders still apply).',
    wait: 'the game waits for your file, and the referee is told.',
    referee: 'the game is paused and the referee decides.',
  }[timing.missedOrders];
  if (timing.graceHours === 0) return `If no final file is in by the deadline, ${then}`;
  const until = new Date(Date.parse(deadline) + timing.graceHours * 3_600_000).toISOString();
  const hours = `${timing.graceHours} hour${timing.graceHours === 1 ? '' : 's'}`;
  return `Late files are still taken until ${until} (a grace period of ${hours});\nif no final file is in by then, ${then}`;
}
