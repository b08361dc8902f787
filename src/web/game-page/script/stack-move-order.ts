/**
 * Stack moves (DoS 9.5, 9.7): the units that began the phase together in one hex move as one
 * stack, at the slowest unit's rate, to each destination options() lists for that stack
 * under `stackMoves`, along its path: `move: {units, path}`.
 */
export const stackMoveOrderPart = String.raw`
registerOrderType({
  kinds: ['move'],
  offers: function (u) {
    return (u.stackMoves || []).map(function (m) {
      return { kind: 'move', unit: u.unit, hex: m.hex, group: 'move', stack: true, label: 'Move the stack (' + m.units.join(', ') + ') to ' + hexName(m.hex) + ', cost ' + m.cost + ', via ' + m.path.map(hexName).join(' → '), order: { move: { units: m.units.slice(), path: m.path.slice() } } };
    });
  },
});
`;
