import { createHash } from 'node:crypto';
import { API, API_BASE, VISIT_LINK_WORDS as WORDS, addDays, pathOf, smsDate } from '@app/contract';
import type { VisitLinkPage } from './visit-link.service.ts';

// Issue 37: the link's page, for a cheap phone on slow data: a few hundred
// bytes of HTML, no bundle, no web font. The Content-Security-Policy allows
// no inline script, so the tap's script is a file of its own (SCRIPT, a
// version in its address so a phone keeps it); its words come from the page.

/** The tap: asks for the location (briefly; none if refused), posts the check, shows the answer. */
export const SCRIPT = `(function () {
  var button = document.getElementById('check');
  var say = document.getElementById('say');
  if (!button || !say) return;
  function data(name) { return button.getAttribute('data-' + name) || ''; }
  function show(text, bad) { say.textContent = text; say.className = bad ? 'bad' : ''; }
  function again(text) { show(text || data('offline'), true); button.disabled = false; }
  function send(position) {
    show(data('sending'));
    var body = { kind: data('kind') };
    if (position) {
      body.latitude = position.coords.latitude;
      body.longitude = position.coords.longitude;
    }
    var xhr = new XMLHttpRequest();
    xhr.open('POST', data('post'));
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.timeout = 30000;
    xhr.onload = function () {
      var answer = null;
      try { answer = JSON.parse(xhr.responseText); } catch (e) { answer = null; }
      if (!answer || answer.status !== 'success') return again(answer && answer.error);
      show(answer.data.message, answer.data.result !== 'recorded');
      button.style.display = 'none';
      var hint = document.getElementById('hint');
      if (hint) hint.style.display = 'none';
    };
    xhr.onerror = function () { again(); };
    xhr.ontimeout = function () { again(); };
    xhr.send(JSON.stringify(body));
  }
  button.addEventListener('click', function () {
    if (button.disabled) return;
    button.disabled = true;
    if (!navigator.geolocation) return send(null);
    show(data('locating'));
    var sent = false;
    function once(position) { if (!sent) { sent = true; send(position); } }
    navigator.geolocation.getCurrentPosition(once, function () { once(null); },
      { enableHighAccuracy: true, timeout: 10000, maximumAge: 60000 });
    // a permission prompt left unanswered never calls back
    setTimeout(function () { once(null); }, 30000);
  });
})();
`;

/** The script's address, with its version: cached for good, a new script is a new address. */
export const SCRIPT_SRC = `${API_BASE}${API.visits.linkScript}?v=${createHash('sha256')
  .update(SCRIPT)
  .digest('hex')
  .slice(0, 10)}`;

const STYLE =
  'body{margin:0;font:16px/1.4 system-ui,sans-serif;color:#212121;background:#f5f5f5}' +
  'main{max-width:28rem;margin:0 auto;padding:1rem}h1{font-size:1.25rem;color:#388E3C;margin:.25rem 0 1rem}' +
  'dl{background:#fff;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}dt{font-size:.8rem;color:#616161}' +
  'dd{margin:0 0 .5rem;font-size:1.1rem;font-weight:600}' +
  'button{display:block;width:100%;min-height:4.5rem;font-size:1.5rem;font-weight:700;color:#fff;' +
  'background:#388E3C;border:0;border-radius:8px}button.out{background:#1565C0}button:disabled{opacity:.6}' +
  '#say{font-size:1.05rem;font-weight:600}.bad{color:#C62828}';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const frame = (body: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1">' +
  // no icon to fetch: one request fewer on slow data
  '<link rel="icon" href="data:,">' +
  `<meta name="robots" content="noindex"><title>${esc(WORDS.title)}</title>` +
  `<style>${STYLE}</style></head><body><main><h1>${esc(WORDS.title)}</h1>${body}</main></body></html>`;

/** The page of an invalid, tampered or stale link. */
export const invalidPage = () => frame(`<p id="say" class="bad">${esc(WORDS.notValid)}</p>`);

/** The visit, and the button of the check due (or why there is none). */
export function visitPage(page: VisitLinkPage): string {
  const { visit } = page;
  const rows: [string, string][] = [
    [WORDS.card, visit.card],
    [WORDS.nurse, visit.firstName],
    ...(page.state === 'cancelled' ? [] : [[WORDS.day, smsDate(page.day)] as [string, string]]),
    [WORDS.shift, WORDS.shiftName(visit.shift)],
  ];
  const card =
    `<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>` +
    `<p>${esc(WORDS.booked(visit.startDate, addDays(visit.endDate, -1)))}</p>`;
  if (page.state === 'cancelled')
    return frame(`${card}<p id="say" class="bad">${esc(WORDS.cancelled)}</p>`);
  if (page.state === 'done')
    return frame(`${card}<p id="say">${esc(WORDS.done(page.inAt, page.outAt))}</p>`);
  const post = `${API_BASE}${pathOf(API.visits.linkCheck, { token: page.token })}`;
  const attrs = {
    id: 'check',
    type: 'button',
    class: page.kind,
    'data-post': post,
    'data-kind': page.kind,
    'data-locating': WORDS.locating,
    'data-sending': WORDS.sending,
    'data-offline': WORDS.offline,
  };
  const button = `<button ${Object.entries(attrs)
    .map(([k, v]) => `${k}="${esc(v)}"`)
    .join(' ')}>${esc(WORDS.button[page.kind])}</button>`;
  return frame(
    `${card}<p id="hint">${esc(WORDS.hint[page.kind])}</p>${button}` +
      `<p id="say" role="status" aria-live="polite"></p><script src="${esc(SCRIPT_SRC)}"></script>`,
  );
}
