/**
 * Campaign To Stalingrad's Army HQ activations (CtS 16.7, 16.10): on the HQ's own offers,
 * each way options' `orderChoices` lists (a Supply Point, the Depot stacked with it, or
 * another Depot delivered to it), as {activate: {hq, depot?, supplyPoint?}}. First in the
 * file, so the air units its activation lets fly (23.15) may follow.
 */
export const ctsActivateOrderPart = String.raw`
registerOrderType({
  kinds: ['activate'],
  offers: function (u, w) {
    // the HQ's own hex is where it stands, not a destination: no spot on the map
    return choiceOffers(w, ['activate'], function (c) { return c.unit === u.unit; }).map(function (x) { x.hex = ''; return x; });
  },
  describe: function (o) {
    if (!o.activate) return null;
    return o.activate.hq + ' activated' + (o.activate.depot ? ' with the Depot at ' + hexName(o.activate.depot) : o.activate.supplyPoint ? ' with a Supply Point' : '');
  },
  slot: function (o) { return o.activate ? 'activate ' + o.activate.hq : null; },
  rank: function (o) { return o.activate ? 0 : null; },
});
`;
