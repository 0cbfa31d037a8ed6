// The hosted page's own stylesheet and script, served from /s/assets (the page loads nothing else). The script only
// enhances: the form works without it. It reports paste and focus events and the time spent on the question with
// the answer, shows a slider's value, and follows the collector's redirect after the thank-you message.
const CSS = `
*{box-sizing:border-box}
html{font:18px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
body{margin:0;padding:0}
main{max-width:46rem;margin:0 auto;padding:1rem;min-height:100vh;background:#fff}
.reward{margin:1.5rem 0;padding:1rem;border:2px dashed #2563eb;border-radius:.5rem;background:#eff6ff}
.reward-code{font:1.4rem/1.3 ui-monospace,Menlo,Consolas,monospace;letter-spacing:.05em;user-select:all;word-break:break-all}
@media(min-width:48rem){main{margin:2rem auto;min-height:0;border-radius:.75rem;padding:2rem;box-shadow:0 1px 3px #0002}}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 1rem}
.desc{color:#374151}
.survey-title{font-weight:600;color:#374151;margin:0 0 .25rem}
.sponsor{font-size:.875rem;color:#4b5563;margin:1.25rem 0 0}
.progress{display:block;width:100%;height:.5rem;border:0;border-radius:1rem;background:#e5e7eb;margin:0 0 .25rem;accent-color:#1d4ed8}
.progress::-webkit-progress-bar{background:#e5e7eb;border-radius:1rem}
.progress::-webkit-progress-value{background:#1d4ed8;border-radius:1rem}
.progress::-moz-progress-bar{background:#1d4ed8;border-radius:1rem}
.progress-label{font-size:.8rem;color:#4b5563;margin:0 0 1rem}
fieldset{border:0;margin:0;padding:0;min-width:0}
legend{padding:0;margin-bottom:.5rem}
legend h1{font-size:1.35rem;font-weight:600;line-height:1.3;margin:0}
fieldset.inner legend{font-size:1rem}
.opts{display:flex;flex-direction:column;gap:.5rem;margin:1rem 0}
.opts.row{flex-direction:row}
.opt{display:flex;align-items:center;gap:.75rem;padding:.75rem 1rem;border:2px solid #9ca3af;border-radius:.5rem;cursor:pointer;min-height:3rem}
.opts.row .opt{flex:1}
.opt:has(input:checked){border-color:#1d4ed8;background:#eff6ff}
.opt img{max-width:6rem;max-height:6rem;border-radius:.25rem}
input[type=radio],input[type=checkbox]{width:1.4rem;height:1.4rem;accent-color:#1d4ed8;flex:none;margin:0}
.scale{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;grid-auto-rows:1fr;gap:.4rem;margin:1rem 0}
.scale .opt{flex-direction:column;gap:.25rem;padding:.5rem .25rem;text-align:center;justify-content:flex-start;min-width:0;overflow-wrap:anywhere}
.ends{display:flex;justify-content:space-between;gap:1rem;margin:-.5rem 0 1rem;font-size:.8rem;color:#4b5563}
.ends span:last-child{text-align:end}
.scale small{display:block;font-size:.7rem;color:#4b5563}
.field{display:flex;flex-direction:column;gap:.25rem;margin:1rem 0;font-weight:500}
.sub{display:flex;flex-direction:column;gap:.25rem;margin:.25rem 0 0;margin-inline-start:2.5rem}
.opts:has(input[value=__other]:not(:checked)) .sub,.field:has(option[value=__other]:not(:checked))+.field{display:none}
input[type=text],input[type=email],input[type=tel],input[type=url],input[type=number],input[type=date],input[type=time],input[type=password],select,textarea{font:inherit;padding:.6rem .75rem;border:2px solid #6b7280;border-radius:.5rem;width:100%;background:#fff;color:#111827}
input[type=range]{width:100%;accent-color:#1d4ed8}
.grid{overflow-x:auto;margin:1rem 0}
table{border-collapse:collapse;width:100%;table-layout:fixed}
thead td:first-child{width:22%}
th[scope=col]{font-size:.8rem;font-weight:600;vertical-align:bottom}
th,td{padding:.5rem;text-align:center;border-bottom:1px solid #e5e7eb}
th[scope=row]{text-align:start;font-weight:500}
td input[type=text]{min-width:6rem}
.cell{display:flex;justify-content:center;align-items:center;min-height:2.75rem;cursor:pointer}
.cell span{display:none}
@media(max-width:40rem){
.grid thead{display:none}
.grid table,.grid tbody,.grid tr,.grid th,.grid td{display:block}
.grid tr{border:2px solid #e5e7eb;border-radius:.5rem;margin:.75rem 0;padding:.25rem .5rem}
.grid th[scope=row]{border:0;font-weight:600;padding:.5rem .25rem}
.grid td{border:0;padding:0}
.cell{justify-content:flex-start;gap:.75rem;padding:.25rem}
.cell span{display:inline}
.cell.text{flex-direction:column;align-items:stretch;gap:.25rem}
.scale.halves{grid-auto-flow:row}
.scale.c4{grid-template-columns:repeat(4,1fr)}
.scale.c5{grid-template-columns:repeat(5,1fr)}
.scale.c6{grid-template-columns:repeat(6,1fr)}
.scale.c7{grid-template-columns:repeat(7,1fr)}
}
.hint{font-size:.9rem;color:#4b5563}
.error{color:#991b1b;background:#fef2f2;border-inline-start:4px solid #b91c1c;padding:.5rem .75rem;margin:1rem 0}
.actions{display:flex;flex-direction:row-reverse;gap:.75rem;justify-content:space-between;margin-top:1.5rem}
button{font:inherit;font-weight:600;padding:.75rem 1.5rem;border-radius:.5rem;border:2px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer;min-height:3rem}
button.secondary{background:#fff;color:#1d4ed8}
a{color:#1d4ed8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.opt:has(input:focus-visible){outline:3px solid #f59e0b;outline-offset:2px}
.hp{position:absolute;inset-inline-start:-10000px;width:1px;height:1px;overflow:hidden}
.end{text-align:center;padding:2rem 0}
.languages ul{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:.25rem 1rem;list-style:none;margin:0 0 .75rem;padding:0;font-size:.9rem}
.languages a[aria-current]{font-weight:700;color:#1f2937;text-decoration:none}
`;

const JS = `
(function () {
  var form = document.querySelector('form[data-question]');
  var started = Date.now();
  var events = [];
  var qid = form ? form.getAttribute('data-question') : null;
  function note(type) { if (qid) events.push({ type: type, questionId: qid, at: new Date().toISOString() }); }
  if (form) {
    form.addEventListener('paste', function () { note('paste'); });
    window.addEventListener('blur', function () { note('blur'); });
    window.addEventListener('focus', function () { note('focus'); });
    form.addEventListener('submit', function () {
      form.elements.namedItem('events').value = JSON.stringify(events.slice(-50));
      form.elements.namedItem('timeMs').value = String(Date.now() - started);
    });
    var first = form.querySelector('input:not([type=hidden]):not([tabindex]),select,textarea');
    if (first && !document.querySelector('.error')) first.focus({ preventScroll: true });
  }
  document.querySelectorAll('output[data-for]').forEach(function (out) {
    var input = document.getElementById(out.getAttribute('data-for'));
    function show() { out.textContent = input.value; }
    input.addEventListener('input', show); show();
  });
  var redirect = document.querySelector('[data-redirect]');
  if (redirect) setTimeout(function () { window.location.assign(redirect.getAttribute('data-redirect')); }, 4000);
})();
`;

/** The page's files by name (a Map: a name like `constructor` finds nothing). */
export const HOSTED_ASSETS: ReadonlyMap<string, { content: string; contentType: string }> = new Map([
  ['page.css', { content: CSS, contentType: 'text/css; charset=utf-8' }],
  ['page.js', { content: JS, contentType: 'text/javascript; charset=utf-8' }],
]);
