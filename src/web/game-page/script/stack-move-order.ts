/**
 * Stack moves (DoS 9.5, 9.7): the units that began the phase together in one hex move as one
 * stack, at the slowest unit's rate, to each destination options() lists for that stack
 * under `stackMoves` (of the stack's first unit, offered to each unit of it), along its
 * path: `move: {units, path}`.
 */
export const stackMoveOrderPart = String.raw`
registerOrderType({
  kinds: ['move'],
  offers: function (u, w) {
    // listed once a stack, under its first unit: offered to every unit it names
    var owner = (w.units || [u]).filter(function (x) { return x.stackMoves && x.stackMoves.length && x.stackMoves[0].units.indexOf(u.unit) >= 0; })[0];
    return ((owner && owner.stackMoves) || []).map(function (m) {
      return { kind: 'move', unit: u.unit, hex: m.hex, group: 'move', stack: true, label: 'Move the stack (' + m.units.join(', ') + ') to ' + hexName(m.hex) + ', cost ' + m.cost + ', via ' + m.path.map(hexName).join(' → '), order: { move: { units: m.units.slice(), path: m.path.slice() } } };
    });
  },
});
`;
