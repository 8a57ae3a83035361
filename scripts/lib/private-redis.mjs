// A Redis of the run's own (npm run faults), never the shared one: started as a child process, so the run can kill
// it with SIGKILL as a crash would and start it again, empty (no persistence: `--save ''`, `--appendonly no`).
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { run, signal } from './processes.mjs';

/** Whether something accepts TCP connections on 127.0.0.1:port. */
function listening(port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const finish = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

export function privateRedis({ port, logFile }) {
  let child = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (await listening(port)) throw new Error(`port ${port} is taken: not starting a private Redis on it`);
      child = run(
        'redis',
        '/usr/bin/redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { logFile },
      );
      for (let i = 0; i < 40; i++) {
        if (await listening(port)) return;
        if (child.exitCode !== null) break;
        await sleep(100);
      }
      throw new Error(`redis-server on port ${port} did not start (see ${logFile})`);
    },
    /** SIGKILL, as a crash: clients see their connections reset. */
    async kill() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signal(child, 'SIGKILL');
      await exited;
    },
  };
}
