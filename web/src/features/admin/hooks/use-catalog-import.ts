import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportOutcome } from '@boi/domain/admin/catalog-import';
import { callableErrorMessage } from '../../../lib/callable-error';
import { importBatches, readCatalogCsv, type CsvRows } from '../lib/catalog-import';

export type ImportStage = 'choose' | 'checking' | 'checked' | 'applying' | 'stopped' | 'done';

/**
 * Import CSV's state: the file is checked first (a dry run), then applied in batches. A stopped
 * import resumes at the batch that failed; running the same file again changes nothing.
 */
export function useCatalogImport() {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<CsvRows>([]);
  const [stage, setStage] = useState<ImportStage>('choose');
  const [outcomes, setOutcomes] = useState<ImportOutcome[]>([]);
  const [doneBatches, setDoneBatches] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [setStock, setSetStock] = useState(false);

  const reset = () => {
    setRows([]);
    setStage('choose');
    setOutcomes([]);
    setDoneBatches(0);
    setProblem(null);
  };
  const run = async (file: CsvRows, apply: boolean, fromBatch: number, stock = setStock) => {
    setStage(apply ? 'applying' : 'checking');
    setApplying(apply);
    setProblem(null);
    try {
      await importBatches(file, { apply, setStock: stock }, fromBatch, (batch, index) => {
        setOutcomes((all) => [...all, ...batch]);
        setDoneBatches(index + 1);
      });
      setStage(apply ? 'done' : 'checked');
    } catch (error) {
      setProblem(callableErrorMessage(error, 'The import stopped. Please try again.'));
      setStage('stopped');
    } finally {
      if (apply) await queryClient.invalidateQueries();
    }
  };
  const restart = (apply: boolean, stock = setStock) => {
    setOutcomes([]);
    setDoneBatches(0);
    void run(rows, apply, 0, stock);
  };

  return {
    rows,
    stage,
    outcomes,
    doneBatches,
    problem,
    setStock,
    busy: stage === 'checking' || stage === 'applying',
    reset,
    choose: async (file: File | null) => {
      reset();
      if (!file) return;
      try {
        const read = await readCatalogCsv(file);
        setRows(read);
        await run(read, false, 0);
      } catch (error) {
        setProblem(error instanceof Error ? error.message : 'The file could not be read');
      }
    },
    apply: () => restart(true),
    resume: () => void run(rows, applying, doneBatches),
    /** The dry run's counts depend on the choice, so a checked file is checked again. */
    chooseStock: (checked: boolean) => {
      setSetStock(checked);
      if (rows.length > 0) restart(false, checked);
    },
  };
}
