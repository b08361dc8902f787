/**
 * Ground-support aircraft in the attack panel (DoS 11.25): when options() says the side may
 * still commit planes this game turn (`sideOptions.air`), a select offers 0 up to what is
 * left after the other attacks of the file and an air declaration that takes both (9.27,
 * 9.18); the attack is written with `air`. Each plane is one column right, counted by the
 * rules after the preview (the preview leaves aircraft out).
 */
export const attackAirPart = String.raw`
// planes still free for this attack: what options() lists, less those the file's other attacks (on other targets) and its air declaration take
function planesFree(orders, declared, left, target) {
  var d = declared && declared.order && declared.order.declare;
  if (d && (d.schwerpunkt || d.blockSeaMovement)) return 0;
  var used = 0;
  orders.forEach(function (o) { if (o.attack && o.attack.air && attackTarget(o) !== target) used += o.attack.air; });
  return Math.max(0, (left || 0) - used);
}

function showAttackAir(target) {
  var w = windowFacts();
  var free = planesFree(S.orders, (w.declarations || [])[w.declared || 0], w.sideOptions.air, target);
  var sel = clear($('attack-air'));
  for (var n = 0; n <= free; n++) sel.appendChild(el('option', { value: String(n) }, n === 0 ? 'none' : n + ' (' + n + 'R, DoS 11.25)'));
  sel.value = '0';
  $('air-box').hidden = free === 0;
}

function attackAirChosen() {
  return $('air-box').hidden ? 0 : Number($('attack-air').value) || 0;
}
`;
