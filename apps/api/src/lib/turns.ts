// Long work on the event loop, given up in turns (issue 36): a request of
// one member of staff must not hold /health and everyone else's requests.

/** Gives the event loop a turn: timers, sockets and other requests run, then this goes on. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The longest a piece of work runs before it lets the event loop answer others. */
export const SLICE_MS = 8;

/**
 * A clock for sliced work: `await pause()` between two steps gives the event
 * loop a turn once SLICE_MS have passed since the last one, and nothing otherwise.
 */
export function turnTaker(sliceMs = SLICE_MS) {
  let since = performance.now();
  return async function pause() {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}
