// LIGHTHOUSE_PROFILE=1 (scripts/lighthouse.mjs): where a page's start spends the main thread, by
// function. Lighthouse says how long the main thread was busy and in which file; the renders of
// every component are React's file, so that does not say which of our code asks for the work.
// This loads the page once more in the same Chromium (same session, CPU slowed as Lighthouse's
// mobile preset does), records V8's sampling profiler until the page has settled, and prints the
// functions with the most self time, then the same time by file.

const SAMPLING_INTERVAL_US = 100;
const CPU_SLOWDOWN = 4; // Lighthouse's mobile preset
const SETTLE_MS = 8_000;

/** Self time (ms, at the slowdown) per profile node, from the samples and their time deltas. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, { node, self: 0 }]));
  profile.samples.forEach((id, i) => {
    const entry = byId.get(id);
    if (entry) entry.self += (profile.timeDeltas[i] ?? 0) / 1000;
  });
  return [...byId.values()];
}

/** Time per function with everything below it in the call tree, each call path counted once per function. */
function inclusiveTimes(nodes) {
  const byId = new Map(nodes.map((entry) => [entry.node.id, entry]));
  const totals = new Map();
  const rootIds = new Set(nodes.map((e) => e.node.id));
  for (const { node } of nodes) for (const child of node.children ?? []) rootIds.delete(child);
  const walk = (id, active) => {
    const entry = byId.get(id);
    if (!entry) return;
    const { functionName, url, lineNumber } = entry.node.callFrame;
    const key = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;
    const entered = !active.has(key) && functionName !== '(root)';
    if (entered) active.add(key);
    if (functionName !== '(idle)' && functionName !== '(program)')
      for (const k of active) totals.set(k, (totals.get(k) ?? 0) + entry.self);
    for (const child of entry.node.children ?? []) walk(child, active);
    if (entered) active.delete(key);
  };
  for (const id of rootIds) walk(id, new Set());
  return totals;
}

function shortUrl(url) {
  if (!url) return '(native)';
  return url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js');
}

function top(map, n) {
  return [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
}

/**
 * Loads `url` in a new tab of `browser` with the profiler on and prints where the time went.
 * `prepare(tab)` readies the tab first (the view a reload returns to).
 */
export async function profilePageStart(browser, url, label, prepare) {
  const tab = await browser.newPage();
  try {
    if (prepare) await prepare(tab);
    const cdp = await tab.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    const asked = [];
    tab.on('request', (request) => {
      const where = shortUrl(request.url());
      if (!where.startsWith('/graphql') && !where.startsWith('/api/')) return;
      let operation = '';
      try {
        operation = JSON.parse(request.postData() ?? '{}').operationName ?? '';
      } catch {
        // not JSON: the path says enough
      }
      asked.push(`${request.method()} ${where}${operation ? ` ${operation}` : ''}`);
    });
    await cdp.send('Profiler.start');
    await tab.goto(url, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = selfTimes(profile);
    const byFunction = new Map();
    const byFile = new Map();
    let total = 0;
    for (const { node, self } of nodes) {
      const { functionName, url: file, lineNumber, columnNumber } = node.callFrame;
      if (functionName === '(idle)' || functionName === '(program)' || functionName === '(root)') continue;
      total += self;
      const key = `${functionName || '(anonymous)'} ${shortUrl(file)}:${lineNumber + 1}:${columnNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + self);
      const fileKey = functionName === '(garbage collector)' ? '(garbage collector)' : shortUrl(file);
      byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + self);
    }
    console.log(
      `lighthouse: ${label}: ${Math.round(total)} ms of JavaScript at ${CPU_SLOWDOWN}× in ${SETTLE_MS / 1000} s`,
    );
    console.log(`  asked the server ${asked.length} times: ${asked.join(', ')}`);
    console.log('  by file:');
    for (const [file, ms] of top(byFile, 12)) console.log(`    ${String(Math.round(ms)).padStart(6)} ms  ${file}`);
    console.log('  by function (self time):');
    for (const [fn, ms] of top(byFunction, 30)) console.log(`    ${String(Math.round(ms)).padStart(6)} ms  ${fn}`);
    console.log('  by function (with what it called):');
    for (const [fn, ms] of top(inclusiveTimes(nodes), 40))
      console.log(`    ${String(Math.round(ms)).padStart(6)} ms  ${fn}`);
  } finally {
    await tab.close();
  }
}
