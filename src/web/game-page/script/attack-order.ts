/**
 * Attacks (DoS 11.1, CtS 10.0): each target options() lists for a unit in a window that takes
 * attacks. The order is written as the title writes it: Drive on Stalingrad's
 * {target, units, advance}, Campaign To Stalingrad's and Kharkov Battles' {attackers, targets}
 * (KB 12.2; Kharkov Battles' advances name their paths, written in the turn file). A target opens
 * the attack panel, where the other units that may attack it join and the server previews it.
 */
export const attackOrderPart = String.raw`
function attackOrder(title, target, units, advance) {
  if (title === 'campaign-to-stalingrad' || title === 'kharkov-battles') return { attack: { attackers: units.slice(), targets: [target] } };
  return { attack: { target: target, units: units.slice(), advance: advance || 'none' } };
}

/** A column shift as the CRT counts it: +1R, 1L, and 0 for a shift a rule cancelled (CtS 44.0). */
function shiftLabel(s) { return s.value > 0 ? '+' + s.value + 'R' : s.value < 0 ? Math.abs(s.value) + 'L' : '0'; }

function attackUnits(o) { return o.attack ? (o.attack.units || o.attack.attackers) : []; }
function attackTarget(o) { return o.attack ? (o.attack.target || o.attack.targets[0]) : null; }

registerOrderType({
  kinds: ['attack'],
  offers: function (u, w) {
    return (u.attacks || []).filter(function (a) { return !a.order; }).map(function (a) {
      var shifts = (a.shifts || []).map(shiftLabel).join(' ');
      return { kind: 'attack', unit: u.unit, hex: a.target, group: 'attack', label: 'Attack ' + hexName(a.target) + ' (alone: ' + (a.odds || '?') + (shifts ? ', ' + shifts : '') + ')', order: attackOrder(w.title, a.target, [u.unit]) };
    });
  },
});
`;
