/** German mobile assaults in a movement phase (DoS 9.23-9.31): each target options() lists with the force that makes it. */
export const assaultOrderPart = String.raw`
registerOrderType({
  kinds: ['assault'],
  offers: function (u) {
    return (u.attacks || []).filter(function (a) { return a.order === 'assault'; }).map(function (a) {
      var force = a.force || [u.unit];
      return { kind: 'assault', unit: u.unit, hex: a.target, group: 'assault', label: 'Mobile assault on ' + hexName(a.target) + ' by ' + force.join(', ') + (a.odds ? ' (' + a.odds + ')' : ''), order: { assault: { units: force.slice(), target: a.target } } };
    });
  },
});
`;
