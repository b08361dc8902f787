/**
 * The German aerial supply marker (DoS 7.6): once a game turn, committed where the order
 * stands, in a hex options() lists under `sideOptions.aerial` (the hexes of German-side
 * units; it supplies them and those in the six hexes around for defense): `aerial: {hex}`.
 * A second choice replaces the first.
 */
export const aerialOrderPart = String.raw`
registerOrderType({
  kinds: ['aerial'],
  offers: function () { return []; },
  sideOffers: function (w) {
    return ((w.sideOptions && w.sideOptions.aerial) || []).map(function (h) {
      return { kind: 'aerial', hex: h, label: hexName(h), order: { aerial: { hex: h } } };
    });
  },
  title: 'Aerial supply marker, for defense in the hex and the six around (DoS 7.6)',
  merge: function (orders, order) { return orders.filter(function (o) { return !o.aerial; }).concat([order]); },
});
`;
