// The plain baseline: the same tasks, already in memory as the JSON the API sends, shown by a page
// with no framework, no local database and no decryption: parse, derive the words shown, sort by
// due date, write the first 40 rows of a plain <table>; a keystroke filters all rows with a loop
// and rewrites those rows. What any list of this size costs at least in this browser.
export const PLAIN_PAGE = `<!doctype html><html><body>
<input aria-label="Search tasks" id="q">
<span id="count" aria-live="polite"></span>
<table role="table"><tbody id="rows"></tbody></table>
<script>
var all = [];
function words(t) { return (t.title + ' ' + (t.type || '') + ' ' + (t.due_date || '') + ' ' + t.status + ' ' + t.priority).toLowerCase(); }
function render(list) {
  document.getElementById('count').textContent = list.length.toLocaleString('en-US') + ' tasks';
  var html = '';
  for (var i = 0; i < Math.min(40, list.length); i++) {
    var t = list[i];
    html += '<tr data-task-id="' + t.id + '"><td>' + t.title + '</td><td>' + t.type + '</td><td>' +
      (t.due_date || '') + '</td><td>' + t.priority + '</td><td>' + t.status + '</td></tr>';
  }
  document.getElementById('rows').innerHTML = html;
}
window.loadTasks = function (json) {
  var start = performance.now();
  all = JSON.parse(json).filter(function (t) { return t.status !== 'done'; });
  for (var i = 0; i < all.length; i++) { all[i].words = words(all[i]); all[i].due = Date.parse(all[i].due_at || all[i].due_date || '9999-12-31'); }
  all.sort(function (a, b) { return a.due - b.due; });
  render(all);
  return new Promise(function (resolve) {
    requestAnimationFrame(function () { setTimeout(function () { resolve(performance.now() - start); }, 0); });
  });
};
document.getElementById('q').addEventListener('input', function (event) {
  var q = event.target.value.toLowerCase();
  render(all.filter(function (t) { return t.words.indexOf(q) !== -1; }));
});
</script></body></html>`;
