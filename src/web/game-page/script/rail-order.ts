/** Rail movement (CtS 15.1): each rail destination options() lists, along its rail hexes. */
export const railOrderPart = String.raw`
registerOrderType({
  kinds: ['rail'],
  offers: function (u) {
    return (u.rail || []).map(function (r) {
      return { kind: 'rail', unit: u.unit, hex: r.hex, group: 'move', label: 'By rail to ' + hexName(r.hex) + ', via ' + r.path.map(hexName).join(' → '), order: { rail: { unit: u.unit, path: r.path.slice() } } };
    });
  },
});
`;
