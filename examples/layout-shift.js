// Sums the page's layout shifts (CLS entries) into window.layoutShift for tests and benches.
window.layoutShift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.layoutShift += entry.value;
}).observe({ type: 'layout-shift', buffered: true });
