import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';
import { stopGroup } from './stack-processes';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// As firebase-tools does: a leader that exits on SIGINT, leaving a worker that ignores a first
// SIGINT (its Functions runtime does) in the same process group.
const LEADER = `
const { spawn } = require('node:child_process');
const worker = spawn(process.execPath, ['-e', "process.on('SIGINT', () => {}); setInterval(() => {}, 1000)"], { stdio: 'ignore' });
console.log(worker.pid);
process.on('SIGINT', () => process.exit(0));
setInterval(() => {}, 1000);
`;

it('stops the whole process group, not only its leader', async () => {
  const leader = spawn(process.execPath, ['-e', LEADER], { detached: true });
  const workerPid = await new Promise<number>((done) =>
    leader.stdout.once('data', (chunk: Buffer) => done(Number(chunk.toString().trim()))),
  );
  expect(alive(workerPid)).toBe(true);
  await stopGroup(leader, { exportMs: 5_000, leftoverMs: 1_000 });
  expect(leader.exitCode ?? leader.signalCode).not.toBeNull();
  // The worker is gone (a zombie reaped by init at the latest: signal 0 then fails).
  await expect.poll(() => alive(workerPid), { timeout: 5_000 }).toBe(false);
});
