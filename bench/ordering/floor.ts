/**
 * The database floor an order is measured against: INSERT + NOTIFY transactions, 50 at a time
 * for `seconds`, each given its own payload. Answers transactions per second.
 */
export async function floorRate(seconds: number, transaction: (payload: string) => Promise<void>): Promise<number> {
  let count = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      for (let n = 0; performance.now() < deadline; n++) {
        await transaction(`${i}:${n}`);
        count++;
      }
    }),
  );
  return Math.round(count / ((performance.now() - started) / 1000));
}
