// Runs the local bKash stand-in: tsx scripts/bkash/main.ts --port 7090
import { API_PREFIX, startBkashStandin } from './standin';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};

const standin = await startBkashStandin({ port: Number(arg('port') ?? 7090) });
console.log(`bKash stand-in ready on ${standin.url}${API_PREFIX}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standin.close().then(() => process.exit(0)));
}
