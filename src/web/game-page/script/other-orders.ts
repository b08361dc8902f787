/**
 * "Other orders": the window's orders given to no unit of the list (offers.ts `others`):
 * ready orders added at a click (a Depot, a rail repair, a Bombardment, a Supply Point for
 * the air units), and the pieces outside the unit list (air units, replacement counters),
 * which, picked, show their offers like a unit.
 */
export const otherOrdersPart = String.raw`
function showOtherOrders() {
  var list = $('other-orders');
  if (!list) return;
  clear(list);
  var items = S.data ? otherOrdersIn(windowFacts()) : [];
  items.forEach(function (x) {
    var li = el('li');
    if (x.unit) li.appendChild(button(x.unit.label + ' (' + x.unit.unit + ')' + (x.unit.hex ? ' in ' + hexName(x.unit.hex) : ''), { 'data-other-unit': x.unit.unit }, function () { selectUnit(x.unit); }));
    else li.appendChild(button(x.offer.label, { 'data-other-kind': x.offer.kind, 'data-other-hex': x.offer.hex }, function () { addOrder(x.offer.kind, x.offer.order); }));
    list.appendChild(li);
  });
  $('other-orders-box').hidden = items.length === 0;
}
`;
