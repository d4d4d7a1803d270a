// `npm run dev`: the API with reload (tsx watch) and Vite's dev server, which
// proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npm', ['run', 'dev', '-w', '@app/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@app/web'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => code && code !== 0 && stop());
