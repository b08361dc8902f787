/**
 * A Soviet sea move that goes on after landing (DoS 9.18): to each hex options() lists under
 * `seaOnward`, with what the landing leaves: `sea: {unit, to, path}`.
 */
export const seaOnwardOrderPart = String.raw`
registerOrderType({
  kinds: ['sea'],
  offers: function (u) {
    return (u.seaOnward || []).map(function (s) {
      return { kind: 'sea', unit: u.unit, hex: s.hex, group: 'move', onward: true, label: 'Sail to ' + hexName(s.to) + ', then on to ' + hexName(s.hex) + ', cost ' + s.cost + ', via ' + s.path.map(hexName).join(' → '), order: { sea: { unit: u.unit, to: s.to, path: s.path.slice() } } };
    });
  },
});
`;
