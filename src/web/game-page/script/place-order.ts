/** Set-up windows (DoS 12.1, CtS 35.1): each hex options() lists where the unit may set up. */
export const placeOrderPart = String.raw`
registerOrderType({
  kinds: ['place'],
  offers: function (u) {
    return (u.placements || []).map(function (h) {
      return { kind: 'place', unit: u.unit, hex: h, group: 'move', label: 'Set up in ' + hexName(h), order: { place: { units: [u.unit], hex: h } } };
    });
  },
});
`;
