/**
 * Campaign To Stalingrad's Air Segment (CtS 23.2-23.7, 23.15), from options' `orderChoices`:
 * an air unit placed in a hex ({air: {unit, hex}}: each air unit is listed under "Other
 * orders", its hexes on the map), an Air HQ flipped ({airHq: {hq, side}}, on the HQ's own
 * offers) and a Supply Point spent for six more air units ({airSupply: {sp}}). They go first
 * in the file: the Air Segment is over once anything else is carried out (23.2).
 */
export const ctsAirOrderPart = String.raw`
function airUnitOf(o) { return o.air ? o.air.unit : o.airHq ? o.airHq.hq : null; }

registerOrderType({
  kinds: ['air'],
  offers: function (u, w) {
    return choiceOffers(w, ['air'], function (c) { return c.unit === u.unit; }, 'air').map(function (x) {
      if (x.order.airHq) x.hex = '';
      return x;
    });
  },
  others: function (w) {
    var seen = {};
    var out = [];
    (w.choices || []).forEach(function (c) {
      if (c.kind !== 'air') return;
      if (c.order.airSupply) { out.push({ offer: choiceOffers(w, ['air'], function (x) { return x === c; })[0] }); return; }
      if (!c.order.air || seen[c.unit]) return;
      seen[c.unit] = true;
      out.push({ unit: { unit: c.unit, label: 'Air unit', hex: '' } });
    });
    return out;
  },
  describe: function (o) {
    if (o.air) return o.air.unit + ' placed in ' + hexName(o.air.hex);
    if (o.airHq) return o.airHq.hq + ' flipped to its ' + (o.airHq.side === 'fixed' ? 'non-mobile' : 'mobile') + ' side';
    if (o.airSupply) return o.airSupply.sp + ' Supply Point' + (o.airSupply.sp === 1 ? '' : 's') + ' spent for more air units';
    return null;
  },
  slot: function (o) { return o.air || o.airHq ? 'air ' + airUnitOf(o) : o.airSupply ? 'airSupply' : null; },
  rank: function (o) { return o.air || o.airHq || o.airSupply ? 0 : null; },
});
`;
