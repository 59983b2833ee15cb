// The first-tap journeys alone, against a running stack (BOI_URL), for a quick look while working:
//   tsx scripts/with-emulators.ts --build --seed -- npx tsx bench/first-tap-journeys-cli.ts \
//     [--runs N] [--pages book,home] [--journeys "tap first,scroll"] [--books N] [--attribute]
// `npm run bench` runs every journey on both catalog sizes (bench/main.ts).
import { measureJourneys, printJourneys } from './first-tap-journeys';

const args = process.argv.slice(2);
const option = (flag: string) => {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
};
const base = process.env.BOI_URL;
if (!base) throw new Error('BOI_URL: run this under scripts/with-emulators.ts');
// A comma followed by a space belongs to a journey's name ("scroll, tap at 2 s").
const list = (value: string | undefined) => value?.split(/,(?! )/).map((item) => item.trim());
const figures = await measureJourneys(
  base,
  Number(option('--books') ?? 300),
  Number(option('--runs') ?? 10),
  { pages: list(option('--pages')), journeys: list(option('--journeys')) },
);
printJourneys([figures], args.includes('--attribute'));
