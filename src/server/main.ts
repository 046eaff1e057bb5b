import cluster from 'node:cluster';
import { type Config, ConfigError, loadConfig, originFor } from './config';
import { DataDirLockedError } from './db/lock';
import { demoPassword, demoUsers } from './demo/demo-data';
import { runInstances } from './instances';

async function main() {
  const config = loadConfig();
  // The watching process of INSTANCES serves nothing, so it does not load the server's code.
  if (cluster.isPrimary && config.instances > 1) return runInstances(config, () => printStarted(config, 'PostgreSQL'));
  const { serveInstance } = await import('./serve');
  await serveInstance(config, (database) => printStarted(config, database));
}

/** What the terminal shows once the server listens. */
function printStarted(config: Config, database: string) {
  console.log(
    [
      '',
      `サーバーを起動しました (${database}${config.instances > 1 ? `, ${config.instances} プロセス` : ''})`,
      `  デモパートナー:       ${originFor(config, 'demo')}/`,
      `  オフィスパートナー:   ${originFor(config, 'office')}/`,
      `  プラットフォーム管理: ${originFor(config, null)}/admin`,
      `デモアカウント (パスワード ${demoPassword}):`,
      ...demoUsers.map((u) => `  ${u.email.padEnd(22)} ${u.name}`),
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('起動に失敗しました:', error);
  }
  process.exit(1);
});
