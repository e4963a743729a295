/**
 * Reads that must end on the newest answer: `read(key)` for one key runs one at a time, and a call
 * while one runs asks for one more right after it. Reads sent side by side may answer in any order,
 * and the cache keeps whichever lands last; here the last read always starts after the last call,
 * and nothing answers after it, so what stays in the cache is the newest. A burst of calls costs at
 * most two reads. Failures stay silent: the next call reads again.
 */
export function latestRead<K>(read: (key: K) => Promise<unknown>): (key: K) => void {
  // Keys with a read under way, each with whether another was asked for meanwhile.
  const underWay = new Map<K, boolean>();
  const start = (key: K) => {
    underWay.set(key, false);
    void read(key)
      .catch(() => {})
      .finally(() => {
        const again = underWay.get(key);
        underWay.delete(key);
        if (again) start(key);
      });
  };
  return (key) => {
    if (underWay.has(key)) underWay.set(key, true);
    else start(key);
  };
}
