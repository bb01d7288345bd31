import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The plain baseline: the same events and dated tasks, already in memory as the JSON the API
// sends, shown by FullCalendar itself (its own browser builds, the same plugins and options as
// calendar-board.tsx) on a page with no React, no Mantine, no local database and no decryption.
// "Load" maps the records to calendar items (the adjuster's own ones: "Mine") and renders the week;
// "Mine" / "Team" hand the calendar the other items; "Week" / "Month" change its view. What this
// calendar costs at least in this browser.

const require = createRequire(import.meta.url);

/** FullCalendar's browser builds, in load order (core first; each plugin registers itself). */
export const FULLCALENDAR_SCRIPTS = ['core', 'daygrid', 'timegrid', 'list', 'interaction'].map(
  (name) => join(dirname(require.resolve(`@fullcalendar/${name}`)), 'index.global.min.js'),
);

export const PLAIN_CALENDAR_PAGE = `<!doctype html><html><body style="margin:0;font:14px sans-serif">
<div aria-label="Whose calendar"><button>Mine</button><button>Team</button></div>
<div aria-label="Calendar view"><button>Week</button><button>Month</button></div>
<button id="load">Load</button>
<div id="calendar" style="height:670px"></div>
<script>
var calendar = null, mine = [], team = [];
function eventItem(e) {
  return { id: e.id, title: e.title, start: e.start, end: e.end, allDay: e.all_day,
    backgroundColor: '#228be6', borderColor: '#228be6' };
}
function taskItem(t) {
  var item = { id: 'task:' + t.id, title: 'Task: ' + t.title, editable: false,
    backgroundColor: '#12b886', borderColor: '#12b886' };
  if (t.due_at) {
    var start = new Date(t.due_at);
    item.start = start.toISOString();
    item.end = new Date(start.getTime() + 30 * 60000).toISOString();
    item.allDay = false;
    return item;
  }
  if (t.due_date) { item.start = t.due_date; item.allDay = true; return item; }
  return null;
}
function items(events, tasks) {
  return events.map(eventItem).concat(tasks.map(taskItem).filter(Boolean));
}
document.getElementById('load').addEventListener('click', function () {
  var data = JSON.parse(window.benchData.json), me = window.benchData.userId;
  var events = data.events.filter(function (e) { return !e.deleted; });
  var tasks = data.tasks.filter(function (t) { return !t.deleted; });
  mine = items(
    events.filter(function (e) { return e.created_by === me || e.attendees.indexOf(me) !== -1; }),
    tasks.filter(function (t) { return t.assigned_to === me || (!t.assigned_to && t.created_by === me); }));
  team = items(events, tasks);
  calendar = new FullCalendar.Calendar(document.getElementById('calendar'), {
    initialView: 'timeGridWeek', headerToolbar: false, height: '100%', firstDay: 1,
    nowIndicator: true, timeZone: 'local', slotDuration: '00:30:00', scrollTime: '08:00',
    scrollTimeReset: false, businessHours: { daysOfWeek: [1, 2, 3, 4, 5], startTime: '08:00', endTime: '18:00' },
    events: mine, eventInteractive: true, editable: true, eventDurationEditable: true,
    dayMaxEvents: true, allDayText: 'All day',
  });
  calendar.render();
});
document.querySelectorAll('button').forEach(function (button) {
  var label = button.textContent;
  if (label === 'Mine') button.onclick = function () { calendar.setOption('events', mine); };
  if (label === 'Team') button.onclick = function () { calendar.setOption('events', team); };
  if (label === 'Week') button.onclick = function () { calendar.changeView('timeGridWeek'); };
  if (label === 'Month') button.onclick = function () { calendar.changeView('dayGridMonth'); };
});
</script></body></html>`;
