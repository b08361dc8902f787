import { it } from 'vitest';
import type { HexId } from '#kernel/ids';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import { sosData } from './game-fixture';
it('scratch', () => {
  const env = sosEnv(sosData());
  const within = env.data.start.boundary('scenario-1');
  const nb = (h: string) => env.map.grid.neighbours(h as HexId);
  const t = (h: string) => env.map.hex(h as HexId)!;
  const bank: string[] = [];
  for (const h of within) {
    const x = t(h);
    if (x.river === 'volga') continue;
    const ns = nb(h);
    if (ns.length !== 6 || !ns.every((n) => within.has(n))) continue;
    const vs = ns.filter((n) => t(n).river === 'volga');
    if (vs.length >= 1 && vs.length <= 3) bank.push(`${h} ${x.river} ${x.terrain.join('+')} | ` + ns.map((n) => `${n}:${t(n).river}:${t(n).terrain.join('+')}`).join(' '));
  }
  console.log(bank.slice(0, 8).join('\n'));
  const clear: string[] = [];
  for (const h of within) {
    const ring2 = [...within].filter((n) => env.map.grid.distance(n as HexId, h as HexId) <= 3);
    if (ring2.length !== 37) continue;
    if (ring2.every((n) => t(n).river === 'land' && !t(n).terrain.some((x) => x.includes('city') || x.includes('industrial')))) clear.push(h + ' ' + t(h).terrain.join('+'));
  }
  console.log('clear', clear.slice(0, 10));
});
