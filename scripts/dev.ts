import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API with reload on :3000 and Vite on :5173 (which proxies /api).
 * Open http://demo.localhost:5173 — links in mails point there too.
 */
const env = { ...process.env, BASE_URL: process.env.BASE_URL ?? 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
