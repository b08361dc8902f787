/** Moves (DoS 9.1, CtS 4.2): each destination options() lists, along the path it lists. */
export const moveOrderPart = String.raw`
registerOrderType({
  kinds: ['move'],
  offers: function (u) {
    return (u.moves || []).filter(function (m) { return m.hex !== u.hex; }).map(function (m) {
      return { kind: 'move', unit: u.unit, hex: m.hex, group: 'move', label: 'Move to ' + hexName(m.hex) + ', cost ' + m.cost + ', via ' + m.path.map(hexName).join(' → '), order: { move: { unit: u.unit, path: m.path.slice() } } };
    });
  },
});
`;
