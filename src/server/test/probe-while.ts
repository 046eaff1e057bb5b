/**
 * Sends `probe` again and again while `work` is pending, a pause of `everyMs` between probes
 * (not back to back: the probes must not take the thread from the work they watch). Returns
 * the work's result and the duration in ms of each probe that was answered before the work
 * finished — the requests a user would have had answered meanwhile. The tests count them;
 * the bench (bench/responsiveness.ts) reports their durations.
 */
export async function probeWhile<T>(work: Promise<T>, probe: () => Promise<void>, everyMs: number) {
  let isDone = false;
  const settled = work.finally(() => {
    isDone = true;
  });
  const answeredMeanwhile: number[] = [];
  while (!isDone) {
    await new Promise((r) => setTimeout(r, everyMs));
    const started = performance.now();
    await probe();
    if (!isDone) answeredMeanwhile.push(performance.now() - started);
  }
  return { result: await settled, answeredMeanwhile };
}
