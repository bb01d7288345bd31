// The plain baseline of the clients list: the same contacts, already in memory as the JSON the API
// sends, shown by a page with no framework, no local database and no decryption: parse, derive
// the search text, sort by name, write the first 40 rows of a plain <table>; a keystroke filters
// every row with a loop and rewrites those rows. What a list of this size costs at least.
export const PLAIN_PAGE = `<!doctype html><html><body>
<input aria-label="Search clients" id="q">
<span id="count" aria-live="polite"></span>
<table role="table"><tbody id="rows"></tbody></table>
<script>
var all = [];
function words(c) { return (c.name + ' ' + c.email + ' ' + c.phone + ' ' + (c.address.city || '') + ' ' + c.roles.join(' ')).toLowerCase(); }
function render(list) {
  document.getElementById('count').textContent = list.length.toLocaleString('en-US') + ' contacts';
  var html = '';
  for (var i = 0; i < Math.min(40, list.length); i++) {
    var c = list[i];
    html += '<tr data-contact-id="' + c.id + '"><td>' + c.name + '</td><td>' + c.roles.join(', ') +
      '</td><td>' + c.phone + '</td><td>' + c.email + '</td><td>' + (c.address.city || '') + '</td></tr>';
  }
  document.getElementById('rows').innerHTML = html;
}
window.loadContacts = function (json) {
  var start = performance.now();
  all = JSON.parse(json);
  for (var i = 0; i < all.length; i++) all[i].words = words(all[i]);
  all.sort(function (a, b) { return a.name.localeCompare(b.name); });
  render(all);
  return new Promise(function (resolve) {
    requestAnimationFrame(function () { setTimeout(function () { resolve(performance.now() - start); }, 0); });
  });
};
document.getElementById('q').addEventListener('input', function (event) {
  var q = event.target.value.toLowerCase();
  render(all.filter(function (c) { return c.words.indexOf(q) !== -1; }));
});
</script></body></html>`;
