// The first-tap journeys alone, against a running stack (BOI_URL), for a quick look while working:
//   tsx scripts/with-emulators.ts --build --seed -- npx tsx bench/first-tap-journeys-cli.ts \
//     [--runs N] [--pages book,home] [--journeys "tap first,scroll"] [--books N] [--attribute]
// `npm run bench` runs every journey on both catalog sizes (bench/main.ts).
import { JOURNEYS, measureJourneys, printJourneys } from './first-tap-journeys';

const args = process.argv.slice(2);
const option = (flag: string) => {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
};
const base = process.env.BOI_URL;
if (!base) throw new Error('BOI_URL: run this under scripts/with-emulators.ts');
const list = (value: string | undefined) => value?.split(',').map((item) => item.trim());
// A journey's own name has a comma ('scroll, tap at 1 s'): given whole, it is one journey.
const journeys = (value: string | undefined) =>
  JOURNEYS.some((journey) => journey.name === value?.trim()) ? [value?.trim() ?? ''] : list(value);
const figures = await measureJourneys(
  base,
  Number(option('--books') ?? 300),
  Number(option('--runs') ?? 10),
  { pages: list(option('--pages')), journeys: journeys(option('--journeys')) },
);
printJourneys([figures], args.includes('--attribute'));
