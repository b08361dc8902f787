/**
 * The orders of the window that belong to no one unit (supply markers, DoS 7.14, 7.6): for
 * each part that offers some, its title, a select of the hexes options() lists and an
 * "Add" button. Shown under the orders while the window waits for this side.
 */
export const sideOffersPart = String.raw`
function showSideOffers() {
  var box = clear($('side-offers'));
  sideOffersIn(windowFacts()).forEach(function (g) {
    var id = 'side-' + g.kind;
    var label = el('label', { 'for': id }, g.title + ' ');
    var sel = el('select', { id: id, 'data-side-kind': g.kind });
    g.offers.forEach(function (x, i) { sel.appendChild(el('option', { value: String(i) }, x.label)); });
    var p = el('p');
    p.appendChild(label);
    p.appendChild(sel);
    p.appendChild(document.createTextNode(' '));
    p.appendChild(button('Add', { 'data-add-side': g.kind }, function () {
      var x = g.offers[Number(sel.value) || 0];
      addOrder(x.kind, x.order, x.label);
    }));
    box.appendChild(p);
  });
}
`;
