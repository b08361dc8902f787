/**
 * Campaign To Stalingrad's Depots (CtS 16.10, 16.11 step 3), given in the Combat window and
 * carried out in the Supply Phase: each create, move, absorb or remove options'
 * `orderChoices` lists, under "Other orders". One order a Depot (or a hex to create one in).
 */
export const ctsDepotOrderPart = String.raw`
function depotHexOf(d) { return d.create || (d.move && d.move.from) || d.absorb || d.remove; }

registerOrderType({
  kinds: ['depot'],
  offers: function () { return []; },
  others: function (w) {
    return choiceOffers(w, ['depot'], function () { return true; }).map(function (x) { return { offer: x }; });
  },
  describe: function (o) {
    if (!o.depot) return null;
    var d = o.depot;
    if (d.create) return 'Depot created in ' + hexName(d.create);
    if (d.move) return 'Depot moved from ' + hexName(d.move.from) + ' to ' + hexName(d.move.to);
    if (d.absorb) return 'Depot in ' + hexName(d.absorb) + ' absorbed';
    return 'Depot in ' + hexName(d.remove) + ' removed';
  },
  slot: function (o) { return o.depot ? 'depot ' + depotHexOf(o.depot) : null; },
});
`;
