/**
 * Mobile assaults in a movement phase: each target options() lists with the force that makes
 * it. The order is written as the title writes it: Drive on Stalingrad's German assault
 * {units, target} (DoS 9.23-9.31), Kharkov Battles' {unit, target} (KB 11.2: one unit, made
 * during its own Tactical Movement).
 */
export const assaultOrderPart = String.raw`
function assaultOrder(title, target, force) {
  if (title === 'kharkov-battles') return { assault: { unit: force[0], target: target } };
  return { assault: { units: force.slice(), target: target } };
}

/** The units of an assault order, in either shape. */
function assaultUnits(o) { return o.assault ? (o.assault.units || [o.assault.unit]) : []; }

registerOrderType({
  kinds: ['assault'],
  offers: function (u, w) {
    return (u.attacks || []).filter(function (a) { return a.order === 'assault'; }).map(function (a) {
      var force = a.force || [u.unit];
      return { kind: 'assault', unit: u.unit, hex: a.target, group: 'assault', label: 'Mobile assault on ' + hexName(a.target) + ' by ' + force.join(', ') + (a.odds ? ' (' + a.odds + ')' : ''), order: assaultOrder(w && w.title, a.target, force) };
    });
  },
});
`;
