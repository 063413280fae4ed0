import {
  AnchorButton,
  Button,
  Callout,
  FileInput,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  ProgressBar,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import {
  checkParcelImport,
  getParcelImport,
  getParcelImportReport,
  getParcelImportTemplate,
  IMPORT_FIELDS,
  type ImportField,
  type ImportProblem,
  type Paged,
  type ImportMapping,
  type ImportMode,
  listParcels,
  type ParcelImport as ImportRecord,
  type Problem,
  runParcelImport,
  uploadParcelImport,
} from '@waybill/shared';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { describeProblem, problemsOf } from '../app/problems';
import { useEndpointMutation, useEndpointQuery } from '../app/queries';
import { t } from '../i18n/i18n';
import { EditScreen } from '../layout/EditScreen';
import { ParcelBreadcrumbs } from '../parcels/ParcelBreadcrumbs';
import { fieldLabel } from './field-labels';
import './imports.css';

/** How often a running step's progress is asked for. */
const POLL_MS = 1000;

/**
 * /control/parcels/import.html (docs/product.md §4.4c): upload a spreadsheet, map its columns,
 * see every row's problems (the dry run), then import the good rows or all or nothing, with a
 * progress bar and the refused rows' report. The import's id is in the address (?id=), so a
 * reload comes back to where it stands.
 */
export function ParcelImport() {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = Number(searchParams.get('id')) || null;
  const show = (next: number | null) =>
    setSearchParams(next ? { id: String(next) } : {}, { replace: false });
  return (
    <EditScreen
      title={t('imports.title')}
      documentTitle={t('imports.title')}
      breadcrumbs={<ParcelBreadcrumbs current={t('imports.title')} />}
      width="medium"
    >
      {id ? <ImportSteps id={id} onAgain={() => show(null)} /> : <Upload onRead={show} />}
    </EditScreen>
  );
}

/** The fields' names in the staff's language, in order, for the template's headers. */
const templateLabels = () => JSON.stringify(IMPORT_FIELDS.map((field) => fieldLabel(field)));

function Upload({ onRead }: { onRead: (id: number) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const upload = useEndpointMutation(uploadParcelImport);
  const fileId = `import-file-${useId()}`;
  const send = async () => {
    if (!file) return setProblems([{ code: 'import.file_required', params: {}, message: '' }]);
    setProblems([]);
    const body = new FormData();
    body.set('file', file);
    try {
      const { data } = await upload.mutateAsync({ body } as never);
      onRead(data.id);
    } catch (error) {
      setProblems(problemsOf(error));
    }
  };
  return (
    <>
      <p>{t('imports.intro')}</p>
      <p className="wb-import-templates">
        <AnchorButton
          icon="download"
          variant="minimal"
          download
          href={getParcelImportTemplate.path({}, { format: 'csv', labels: templateLabels() })}
          text={t('imports.template_csv')}
        />
        <AnchorButton
          icon="download"
          variant="minimal"
          download
          href={getParcelImportTemplate.path({}, { format: 'xlsx', labels: templateLabels() })}
          text={t('imports.template_xlsx')}
        />
      </p>
      <FormGroup label={t('imports.file')} labelFor={fileId} helperText={t('imports.file_help')}>
        <FileInput
          fill
          text={file?.name ?? t('imports.file_choose')}
          buttonText={t('imports.file_browse')}
          inputProps={{ id: fileId, accept: '.csv,.xlsx,text/csv' }}
          onInputChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
      </FormGroup>
      <ProblemsCallout problems={problems} />
      <Button
        intent="primary"
        icon="upload"
        loading={upload.isPending}
        text={t('imports.upload')}
        onClick={() => void send()}
      />
    </>
  );
}

function ProblemsCallout({ problems }: { problems: Problem[] }) {
  if (problems.length === 0) return null;
  return (
    <Callout intent="danger" role="alert" className="wb-import-callout">
      {problems.map((found, index) => (
        <p key={index}>{describeProblem(found, fieldLabel)}</p>
      ))}
    </Callout>
  );
}

function ImportSteps({ id, onAgain }: { id: number; onAgain: () => void }) {
  const [page, setPage] = useState(1);
  const [problems, setProblems] = useState<Problem[]>([]);
  // Asked again every second while a step runs (its progress is stored: a reload shows it).
  const [poll, setPoll] = useState(true);
  const detail = useEndpointQuery(
    getParcelImport,
    { params: { id }, query: { page } },
    { refetchInterval: poll ? POLL_MS : undefined, refetchOnMount: 'always' },
  );
  const running = detail.data?.state === 'checking' || detail.data?.state === 'importing';
  const waiting = !detail.data && !detail.isError;
  if (poll !== (running || waiting)) setPoll(running || waiting);
  const check = useEndpointMutation(checkParcelImport, { invalidates: [getParcelImport] });
  const run = useEndpointMutation(runParcelImport, {
    invalidates: [getParcelImport, listParcels],
  });
  const act = async (work: () => Promise<unknown>) => {
    setProblems([]);
    try {
      await work();
    } catch (error) {
      setProblems(problemsOf(error));
    }
  };
  if (detail.isError) return <ProblemsCallout problems={problemsOf(detail.error)} />;
  const record = detail.data;
  if (!record) return <ProgressBar aria-label={t('imports.loading')} />;
  return (
    <>
      <p className="wb-muted">{record.file_name}</p>
      <ProblemsCallout problems={problems} />
      {(record.state === 'uploaded' || record.state === 'checked' || record.state === 'failed') && (
        <Mapping
          record={record}
          busy={check.isPending}
          onCheck={(mapping) =>
            void act(() => check.mutateAsync({ params: { id }, body: { mapping } }))
          }
        />
      )}
      {running && <Progress record={record} />}
      {record.state === 'failed' && (
        <Callout intent="danger" role="alert" className="wb-import-callout">
          {t('imports.failed')}
        </Callout>
      )}
      {(record.state === 'checked' || record.state === 'done') && (
        <DryRun record={record} page={page} onPage={setPage} problems={detail.data?.problems} />
      )}
      {record.state === 'checked' && (
        <RunChoice
          busy={run.isPending}
          onRun={(mode) => void act(() => run.mutateAsync({ params: { id }, body: { mode } }))}
        />
      )}
      {record.state === 'done' && (
        <Callout intent="success" role="status" className="wb-import-callout">
          {t('imports.done', { created: record.created, skipped: record.skipped })}
        </Callout>
      )}
      {record.state === 'done' && (
        <Button icon="import" text={t('imports.again')} onClick={onAgain} />
      )}
    </>
  );
}

function Progress({ record }: { record: ImportRecord }) {
  const total = Math.max(1, record.rows_total);
  const label =
    record.state === 'checking' ? t('imports.state_checking') : t('imports.state_importing');
  return (
    <div className="wb-import-progress" role="status">
      <p>
        {label} {t('imports.progress', { done: record.rows_done, total: record.rows_total })}
      </p>
      <ProgressBar value={record.rows_done / total} aria-label={label} intent="primary" />
    </div>
  );
}

function Mapping({
  record,
  busy,
  onCheck,
}: {
  record: ImportRecord;
  busy: boolean;
  onCheck: (mapping: ImportMapping) => void;
}) {
  const [mapping, setMapping] = useState<ImportMapping>(record.mapping as ImportMapping);
  const baseId = useId();
  return (
    <section aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{t('imports.mapping_title')}</h2>
      <p>{t('imports.mapping_intro')}</p>
      <div className="wb-import-mapping">
        {IMPORT_FIELDS.map((field: ImportField) => (
          <FormGroup key={field} inline label={fieldLabel(field)} labelFor={`${baseId}-${field}`}>
            <HTMLSelect
              id={`${baseId}-${field}`}
              value={mapping[field] ?? ''}
              onChange={(event) =>
                setMapping({ ...mapping, [field]: event.currentTarget.value || undefined })
              }
            >
              <option value="">{t('imports.column_none')}</option>
              {record.headers.map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        ))}
      </div>
      <Button
        intent="primary"
        icon="search-template"
        loading={busy}
        text={t('imports.check')}
        onClick={() => onCheck(mapping)}
      />
    </section>
  );
}

function DryRun({
  record,
  page,
  onPage,
  problems,
}: {
  record: ImportRecord;
  page: number;
  onPage: (page: number) => void;
  problems: Paged<ImportProblem> | undefined;
}) {
  const baseId = useId();
  return (
    <section aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{t('imports.problems_title')}</h2>
      <p role="status">{t('imports.result', { good: record.rows_good, bad: record.rows_bad })}</p>
      {record.rows_bad > 0 && (
        <AnchorButton
          icon="download"
          download
          href={getParcelImportReport.path({ id: record.id })}
          text={t('imports.report')}
        />
      )}
      {problems && problems.data.length > 0 && (
        <div className="wb-table-scroll">
          <HTMLTable striped className="wb-table" aria-label={t('imports.problems_title')}>
            <thead>
              <tr>
                <th scope="col">{t('imports.problem_row')}</th>
                <th scope="col">{t('imports.problem_column')}</th>
                <th scope="col">{t('imports.problem_what')}</th>
              </tr>
            </thead>
            <tbody>
              {problems.data.map((found, index) => (
                <tr key={`${found.row}-${index}`} data-row={found.row}>
                  <td>{found.row}</td>
                  <td>{found.column ?? ''}</td>
                  <td>{describeProblem(found as unknown as Problem, fieldLabel)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {problems && problems.last_page > 1 && (
        <p className="wb-import-pages">
          <Button
            icon="chevron-left"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            text={t('imports.previous')}
          />
          <span>{t('imports.page', { page, pages: problems.last_page })}</span>
          <Button
            rightIcon="chevron-right"
            disabled={page >= problems.last_page}
            onClick={() => onPage(page + 1)}
            text={t('imports.next')}
          />
        </p>
      )}
    </section>
  );
}

function RunChoice({ busy, onRun }: { busy: boolean; onRun: (mode: ImportMode) => void }) {
  const [mode, setMode] = useState<ImportMode>('good_rows');
  return (
    <section className="wb-import-run">
      <RadioGroup
        label={t('imports.mode_title')}
        selectedValue={mode}
        onChange={(event) => setMode(event.currentTarget.value as ImportMode)}
      >
        <Radio value="good_rows" label={t('imports.mode_good_rows')} />
        <Radio value="all_or_nothing" label={t('imports.mode_all_or_nothing')} />
      </RadioGroup>
      <Button
        intent="primary"
        icon="import"
        loading={busy}
        text={t('imports.run')}
        onClick={() => onRun(mode)}
      />
    </section>
  );
}
