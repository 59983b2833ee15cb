export type WriterSeed = {
  id: string;
  name: string;
  /** English name, used in descriptionE. */
  nameE: string;
  writerDetails: string;
  /** Public-domain classic (gets the 'ক্লাসিক' tag). */
  classic?: boolean;
  /** Categories whose generated modern titles this writer may get. */
  writes?: readonly string[];
};

const writer = (id: string, name: string, nameE: string, writerDetails: string) => ({
  id: `writer-${id}`,
  name,
  nameE,
  writerDetails,
});

export const classic = (
  id: string,
  name: string,
  nameE: string,
  writerDetails: string,
): WriterSeed => ({ ...writer(id, name, nameE, writerDetails), classic: true });

export const modern = (
  id: string,
  name: string,
  nameE: string,
  writes: readonly string[],
  writerDetails: string,
): WriterSeed => ({
  ...writer(id, name, nameE, writerDetails),
  writes: writes.map((c) => `cat-${c}`),
});
