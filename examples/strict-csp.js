// The host page's own script, from a file (this page's CSP forbids inline script). It logs
// the estimator's events and every CSP violation, so a test can see both.
const log = document.getElementById('event-log');
const violations = document.getElementById('csp-violations');

function record(event) {
  const detail = event.detail || {};
  const item = document.createElement('li');
  item.dataset.event = event.type;
  item.textContent = event.type + ': ' + (detail.analysisId || detail.id || '');
  log.append(item);
}
document.addEventListener('yardstick:analysis-complete', record);
document.addEventListener('yardstick:quote-accepted', record);

document.addEventListener('securitypolicyviolation', (event) => {
  const item = document.createElement('li');
  item.textContent = event.violatedDirective + ' ' + (event.blockedURI || 'inline');
  violations.append(item);
});
