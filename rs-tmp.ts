import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { realBundle } from './test/games/campaign-to-stalingrad/support/real-bundle';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { FixedDice } from '#kernel/dice';
const ctx = createContext(realBundle);
for (const h of ['4309','4208','4310']) {
  const ns = ctx.wideGrid.neighbours(h as never);
  console.log(h, ns.map((n) => `${n}:${ctx.map.hexside(h as never, n).join('+')}`).join(' '));
}
const s = cts.setup('operation-uranus');
console.log(['4309','4208','4310','4210','4110'].map(h=>h+':'+s.control[h]).join(' '));
const p = cts.setup('operation-uranus', { setup: 'players' });
console.log('players battles', JSON.stringify(p.cityBattles), p.phase, JSON.stringify((p as any).window ?? null));
console.log(Object.values(p.units).filter((u:any)=>u.hex==='4209'||u.hex==='4109').map((u:any)=>u.id+'@'+u.hex).join(' '));
const a = cts.adjudicate(p, [{side:'axis' as never, orders:[]}], new FixedDice([])).state;
// Soviet moves 284rd out of 4209 to 4208
console.log(JSON.stringify(cts.check(a, {side:'soviet' as never, orders:[{place:{units:['sov-284rd'],hex:'4208'}}]})));
const u62 = Object.entries(a.units).filter(([id,u]:any)=>ctx.units.get(id)!.army==='62A').map(([id,u]:any)=>id+'@'+u.hex+'/'+u.where);
console.log(u62.join(' '));
