/**
 * A supply marker (DoS 7.14): one town or city a player turn, from those options() lists
 * under `sideOptions.network`, in the player turn's opening window: `network: {add}`.
 * A second choice replaces the first.
 */
export const networkOrderPart = String.raw`
registerOrderType({
  kinds: ['network'],
  offers: function () { return []; },
  sideOffers: function (w) {
    return ((w.sideOptions && w.sideOptions.network) || []).map(function (h) {
      return { kind: 'network', hex: h, label: hexName(h), order: { network: { add: h } } };
    });
  },
  title: 'Supply marker: add a town to your network (DoS 7.14)',
  merge: function (orders, order) { return orders.filter(function (o) { return !o.network; }).concat([order]); },
});
`;
