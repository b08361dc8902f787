/**
 * Units coming onto the map through the hexes options() lists as their entries: Drive on
 * Stalingrad's reinforcements enter with {enter: {units, at}} (DoS 8.1-8.3); Campaign To
 * Stalingrad's units off the map come back with a move whose first hex is the edge hex
 * (CtS 17.1).
 */
export const enterOrderPart = String.raw`
registerOrderType({
  kinds: ['enter'],
  offers: function (u, w) {
    return (u.entries || []).map(function (e) {
      if (w.title === 'campaign-to-stalingrad') {
        return { kind: 'move', unit: u.unit, hex: e.hex, group: 'move', label: 'Come back on at ' + hexName(e.hex) + ', cost ' + e.cost, order: { move: { unit: u.unit, path: [e.hex] } } };
      }
      return { kind: 'enter', unit: u.unit, hex: e.hex, group: 'move', label: 'Enter at ' + hexName(e.hex) + ', cost ' + e.cost, order: { enter: { units: [u.unit], at: e.hex } } };
    });
  },
});
`;
