// LIGHTHOUSE_PROFILE=1 (scripts/lighthouse.mjs): where a page's start spends the main thread, by
// function. Lighthouse says how long the main thread was busy and in which file; the renders of
// every component are React's file, so that does not say which of our code asks for the work.
// This loads the page once more in the same Chromium (same session, CPU slowed as Lighthouse's
// mobile preset does), records V8's sampling profiler until the page has settled, and prints what
// the start asked the server, then the JavaScript time by file, by function alone and by function
// with what it called.

const SAMPLING_INTERVAL_US = 100;
const CPU_SLOWDOWN = 4; // Lighthouse's mobile preset
const SETTLE_MS = 8_000;
/** The profile's own nodes that are not JavaScript's work: the tree's root, the idle thread, the browser's native work. */
const NOT_SCRIPT = new Set(['(root)', '(idle)', '(program)']);

function shortUrl(url) {
  if (!url) return '(native)';
  return url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js');
}

/** A function as the tables name it: its name and where it is defined. */
function frameKey({ functionName, url, lineNumber, columnNumber }) {
  return `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}`;
}

/**
 * The profile's time (ms, at the slowdown) by file, by function alone and by function with
 * everything below it in the call tree (each call path counted once per function, so recursion
 * does not count twice).
 */
function tally(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, { node, self: 0 }]));
  profile.samples.forEach((id, i) => {
    const entry = byId.get(id);
    if (entry) entry.self += (profile.timeDeltas[i] ?? 0) / 1000;
  });
  const byFile = new Map();
  const byFunction = new Map();
  const withCallees = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  let total = 0;
  const walk = (entry, active) => {
    const { callFrame } = entry.node;
    const script = !NOT_SCRIPT.has(callFrame.functionName);
    const key = frameKey(callFrame);
    const entered = script && !active.has(key);
    if (entered) active.add(key);
    if (script) {
      total += entry.self;
      add(byFunction, key, entry.self);
      add(
        byFile,
        callFrame.functionName === '(garbage collector)' ? '(garbage collector)' : shortUrl(callFrame.url),
        entry.self,
      );
      for (const caller of active) add(withCallees, caller, entry.self);
    }
    for (const child of entry.node.children ?? []) walk(byId.get(child), active);
    if (entered) active.delete(key);
  };
  walk(byId.get(profile.nodes[0].id), new Set()); // V8 lists the root first
  return { total, byFile, byFunction, withCallees };
}

function printTop(title, map, n) {
  console.log(`  ${title}:`);
  for (const [key, ms] of [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`    ${String(Math.round(ms)).padStart(6)} ms  ${key}`);
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
    const { total, byFile, byFunction, withCallees } = tally(profile);
    console.log(
      `lighthouse: ${label}: ${Math.round(total)} ms of JavaScript at ${CPU_SLOWDOWN}× in ${SETTLE_MS / 1000} s`,
    );
    console.log(`  asked the server ${asked.length} times: ${asked.join(', ')}`);
    printTop('by file', byFile, 12);
    printTop('by function (self time)', byFunction, 30);
    printTop('by function (with what it called)', withCallees, 40);
  } finally {
    await tab.close();
  }
}
