import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { REPERTOIRE_LIMITS } from '../../../../shared/repertoire';
import { webMessages } from '../../../../shared/web-messages';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { plural } from '../../../lib/plural';
import { importCsv, type ImportLine, type ImportReport } from '../api/repertoire';

/** Problem lines listed in full; the rest are counted (the report holds them all). */
const SHOWN_PROBLEMS = 100;

function summary(report: ImportReport): string {
  const skipped = [
    report.duplicates ? plural(report.duplicates, 'duplicate') : null,
    report.errors ? `${plural(report.errors, 'line')} with errors` : null,
  ].filter(Boolean);
  const added = report.saved ? `Added ${plural(report.added, 'song')}.` : `${plural(report.added, 'song')} to add.`;
  return skipped.length ? `${added} ${skipped.join(' and ')} ${report.saved ? 'skipped' : 'will be skipped'}.` : added;
}

function ProblemLines({ lines }: { lines: readonly ImportLine[] }) {
  const problems = [...lines.filter((l) => l.outcome === 'error'), ...lines.filter((l) => l.outcome === 'duplicate')];
  if (problems.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-bold text-ink">Lines not imported</h3>
      {/* Focusable, so a keyboard can scroll a long report. */}
      <ul
        tabIndex={0}
        aria-label="Lines not imported"
        className="mt-2 max-h-80 divide-y divide-line overflow-y-auto text-sm"
      >
        {problems.slice(0, SHOWN_PROBLEMS).map((line) => (
          <li key={line.line} className="grid gap-0.5 py-2">
            <span className="wrap-anywhere text-ink">
              <span className="font-semibold">Line {line.line}</span>
              {line.title ? ` · ${line.title}` : ''}
              {line.artist ? ` · ${line.artist}` : ''}
            </span>
            <span className={line.outcome === 'error' ? 'text-danger' : 'text-ink-muted'}>
              {line.outcome === 'error' ? 'Error: ' : 'Duplicate: '}
              {line.message}
            </span>
            {line.outcome === 'error' && line.text.trim() !== '' ? (
              // The line as typed: what a garbled title or artist would hide.
              <code className="wrap-anywhere whitespace-pre-wrap rounded-control bg-surface-raised px-2 py-1 font-mono text-xs text-ink">
                {line.text}
              </code>
            ) : null}
          </li>
        ))}
      </ul>
      {problems.length > SHOWN_PROBLEMS ? (
        <p className="mt-2 text-sm text-ink-muted">And {problems.length - SHOWN_PROBLEMS} more.</p>
      ) : null}
    </div>
  );
}

/**
 * A spreadsheet of songs into the repertoire. The file is read in the browser and sent
 * for a preview that saves nothing; the musician sees what will be added and every line that will
 * not (with its reason and line number), then imports, or picks another file.
 */
export function CsvImport({
  onImported,
  onClose,
}: {
  onImported: (report: ImportReport) => void;
  onClose: () => void;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const run = async (text: string, save: boolean) => {
    setIsBusy(true);
    setError(null);
    try {
      const result = await importCsv(text, { save });
      setReport(result);
      if (save) onImported(result);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to read the file', webMessages.networkError));
    } finally {
      setIsBusy(false);
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setReport(null);
    setFileName(file.name);
    if (file.size > REPERTOIRE_LIMITS.importChars * 2) {
      setCsv(null);
      setError(`The file must be at most ${REPERTOIRE_LIMITS.importChars / 1000} KB`);
      return;
    }
    const text = await file.text();
    setCsv(text);
    await run(text, false);
  };

  return (
    <section
      aria-labelledby="csv-import-title"
      className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:p-5"
    >
      <div>
        <h2 id="csv-import-title" className="text-lg font-bold text-ink">
          Import songs from a CSV file
        </h2>
        <p className="mt-1 text-pretty text-sm text-ink-muted">
          One song per line: title, artist, key, notes, open to requests (yes or no). A header row is fine. From a
          spreadsheet, save or download it as CSV. You will see what will be added before anything is saved.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileRef}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="sr-only"
          aria-label="CSV file of songs"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          onClick={() => fileRef.current?.click()}
          disabled={isBusy}
          icon={<FileUp aria-hidden="true" className="size-5" />}
        >
          {csv ? 'Choose another file' : 'Choose a CSV file'}
        </Button>
        {fileName ? <span className="min-w-0 wrap-anywhere text-sm text-ink-muted">{fileName}</span> : null}
      </div>
      <FormAlert message={error} />
      {isBusy && !report ? <p className="text-sm text-ink-muted">Reading the file…</p> : null}
      {report ? (
        <div className="grid gap-4">
          <p role="status" className="font-semibold text-ink">
            {summary(report)}
          </p>
          <ProblemLines lines={report.lines} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {report && !report.saved && csv ? (
          <Button
            onClick={() => void run(csv, true)}
            isLoading={isBusy}
            loadingText="Importing…"
            disabled={report.added === 0}
          >
            Import {plural(report.added, 'song')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClose} disabled={isBusy}>
          {report?.saved ? 'Done' : 'Cancel'}
        </Button>
      </div>
    </section>
  );
}
