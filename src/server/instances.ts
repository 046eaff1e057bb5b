import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { log } from './log';
import { gatherMetricsForWorkers } from './operations/metrics';

/** How long a process that died waits before it is started again, so a crash loop does not spin. */
const restartDelayMs = 1000;

/**
 * INSTANCES=n: this process starts n server processes on one port and only watches over them.
 * One Node process uses one core for its JavaScript; on PostgreSQL several processes are what
 * several instances behind a load balancer are (events cross between them through the database,
 * decision 003), so one per core puts every core to work. Connections are handed to the
 * processes in turn. The first starts alone — it runs the migrations, moves old files into the
 * database and, in development, writes the auth secret — and the others once it listens. A
 * process that dies is started again; SIGTERM or SIGINT stops them all.
 * `onListening` runs once, when all of them listen.
 */
export function runInstances(config: Config, onListening: () => void) {
  // One scrape of /metrics, answered by any process, carries every process's figures.
  gatherMetricsForWorkers();
  let stopping = false;
  let listening = 0;
  const start = (isRestart = false) => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      if (isRestart) return log.info({ worker: worker.process.pid }, `サーバープロセス ${worker.process.pid} を起動しました`);
      listening += 1;
      if (listening === 1) for (let i = 1; i < config.instances; i++) start();
      if (listening === config.instances) onListening();
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      // The first process failed to start (bad configuration, database unreachable): so would the others.
      if (listening === 0) process.exit(code || 1);
      log.error(
        { worker: worker.process.pid, exit: signal ?? code },
        `サーバープロセス ${worker.process.pid} が停止しました (${signal ?? code}): 再起動します`,
      );
      setTimeout(() => start(true), restartDelayMs);
    });
  };
  start();
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
