import {
  Alert,
  Button,
  Callout,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Tag,
} from '@blueprintjs/core';
import {
  type DataRequest,
  type ErrorCode,
  type ErrorParams,
  type KeptReason,
  type PersonalDataReport,
  countryChoices,
  erasePersonalData,
  isCountryCode,
  exportPersonalData,
  findPersonalData,
} from '@waybill/shared';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { ApiFailure, firstProblemText } from '../app/problems';
import { useEndpointMutation } from '../app/queries';
import { showFailure, showSuccess } from '../forms';
import type { AdminMessageKey } from '../i18n/keys';
import { currentLocale, formatNumber, t } from '../i18n/i18n';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PersonalDataDays } from './PersonalDataDays';
import './privacy.css';

/** The tables' names as staff read them; a table added later shows as its name. */
const TABLE_KEYS: Record<string, AdminMessageKey> = {
  parcels: 'privacy.table.parcels',
  activities: 'privacy.table.activities',
  delivery_proofs: 'privacy.table.delivery_proofs',
  proof_uploads: 'privacy.table.proof_uploads',
  courier_actions: 'privacy.table.courier_actions',
  parcel_subscribers: 'privacy.table.parcel_subscribers',
  reviews: 'privacy.table.reviews',
  contact_messages: 'privacy.table.contact_messages',
  outbox_messages: 'privacy.table.outbox_messages',
  webhook_deliveries: 'privacy.table.webhook_deliveries',
  parcel_imports: 'privacy.table.parcel_imports',
  invoices: 'privacy.table.invoices',
  audit_log: 'privacy.table.audit_log',
};
const KEPT_KEYS = {
  tax_records: 'privacy.kept.tax_records',
  audit_trail: 'privacy.kept.audit_trail',
} as const satisfies Record<KeptReason, AdminMessageKey>;

const tableName = (table: string) => (TABLE_KEYS[table] ? t(TABLE_KEYS[table]) : table);

/**
 * /control/settings/data-requests (docs/product.md §4.18): staff find what is held about an
 * e-mail address or a phone number, download it as a zip (JSON and CSV), or erase it after a
 * confirmation that says what the law keeps. The export and the erasure are audited by the API.
 */
export function DataRequests() {
  useDocumentTitle(t('privacy.title'));
  const id = useId();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  // A phone written without its country code is read in this country (as a parcel's is).
  const [country, setCountry] = useState('');
  const locale = currentLocale();
  const countries = useMemo(() => countryChoices(locale), [locale]);
  const [asked, setAsked] = useState<DataRequest | null>(null);
  const [report, setReport] = useState<PersonalDataReport | null>(null);
  const [problem, setProblem] = useState('');
  const find = useEndpointMutation(findPersonalData, {});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    const request: DataRequest = {
      email: email.trim() || undefined,
      phone: phone.trim() || undefined,
      country: phone.trim() && isCountryCode(country) ? country : undefined,
    };
    try {
      const answer = await find.mutateAsync({ body: request });
      setAsked(request);
      setReport(answer.data);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      setReport(null);
      setProblem(firstProblemText(error.problems));
    }
  };

  return (
    <section className="wb-data-requests">
      <h1>{t('privacy.title')}</h1>
      <p>{t('privacy.intro')}</p>
      <form className="wb-narrow" aria-label={t('privacy.find')} onSubmit={(e) => void submit(e)}>
        <FormGroup label={t('privacy.email')} labelFor={`${id}-email`}>
          <InputGroup
            id={`${id}-email`}
            name="email"
            type="email"
            value={email}
            autoComplete="off"
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup
          label={t('privacy.phone')}
          labelFor={`${id}-phone`}
          helperText={t('privacy.phoneHelp')}
        >
          <InputGroup
            id={`${id}-phone`}
            name="phone"
            type="tel"
            value={phone}
            autoComplete="off"
            onChange={(event) => setPhone(event.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={t('privacy.phoneCountry')} labelFor={`${id}-country`}>
          <HTMLSelect
            id={`${id}-country`}
            name="country"
            fill
            value={country}
            onChange={(event) => setCountry(event.currentTarget.value)}
            options={[
              { value: '', label: t('privacy.phoneCountryNone') },
              ...countries.map(({ code, name }) => ({ value: code, label: name })),
            ]}
          />
        </FormGroup>
        {problem && (
          <Callout intent="danger" role="alert" className="wb-gap-bottom">
            {problem}
          </Callout>
        )}
        <Button
          type="submit"
          intent="primary"
          icon="search"
          text={t('privacy.find')}
          loading={find.isPending}
          disabled={!email.trim() && !phone.trim()}
        />
      </form>
      {report && asked && (
        <Findings report={report} asked={asked} onErased={(answer) => setReport(answer)} />
      )}
      <PersonalDataDays />
    </section>
  );
}

function Findings({
  report,
  asked,
  onErased,
}: {
  report: PersonalDataReport;
  asked: DataRequest;
  onErased: (report: PersonalDataReport) => void;
}) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const erase = useEndpointMutation(erasePersonalData, {});
  const find = useEndpointMutation(findPersonalData, {});
  const held = report.tables.filter((table) => table.count > 0);
  const person = [report.email, report.phone].filter(Boolean).join(' · ');

  const download = async () => {
    setDownloading(true);
    try {
      // A POST answering a file: fetched here, then saved as the browser saves a download.
      const response = await fetch(exportPersonalData.path({}), {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/zip' },
        body: JSON.stringify(asked),
      });
      if (!response.ok) {
        const envelope = (await response.json().catch(() => null)) as {
          errors?: string[];
          error_codes?: ErrorCode[];
          error_params?: ErrorParams[];
        } | null;
        const problems = (envelope?.error_codes ?? []).map((code, index) => ({
          code,
          params: envelope?.error_params?.[index] ?? {},
          message: envelope?.errors?.[index] ?? '',
        }));
        void showFailure(firstProblemText(problems));
        return;
      }
      const disposition = response.headers.get('Content-Disposition') ?? '';
      const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'personal-data.zip';
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      void showSuccess(t('privacy.exported'));
    } finally {
      setDownloading(false);
    }
  };

  const confirm = async () => {
    try {
      const answer = await erase.mutateAsync({ body: { ...asked, confirm: true } });
      const count = answer.data.erased.reduce((sum, each) => sum + each.count, 0);
      void showSuccess(t('privacy.done', { count }));
      onErased((await find.mutateAsync({ body: asked })).data);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      void showFailure(firstProblemText(error.problems));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {t('privacy.found')}: <span className="wb-data-person">{person}</span>
      </h2>
      {held.length === 0 ? (
        <NonIdealState icon="search" title={t('privacy.nothing')} />
      ) : (
        <>
          <div className="wb-table-frame" tabIndex={0}>
            <HTMLTable striped className="wb-table" aria-label={t('privacy.found')}>
              <thead>
                <tr>
                  <th scope="col">{t('privacy.column.records')}</th>
                  <th scope="col">{t('privacy.column.count')}</th>
                  <th scope="col">{t('privacy.column.erasure')}</th>
                </tr>
              </thead>
              <tbody>
                {held.map((table) => (
                  <tr key={table.table}>
                    <td>
                      {tableName(table.table)}
                      <div className="wb-muted wb-data-keys">
                        {table.records.slice(0, 5).join(', ')}
                      </div>
                    </td>
                    <td className="wb-nowrap">{formatNumber(table.count)}</td>
                    <td>
                      {table.kept ? (
                        <Tag minimal intent="primary">
                          {t(KEPT_KEYS[table.kept])}
                        </Tag>
                      ) : (
                        <Tag minimal intent="danger">
                          {t('privacy.erased')}
                        </Tag>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <div className="wb-data-actions">
            <Button
              icon="download"
              text={t('privacy.export')}
              loading={downloading}
              onClick={() => void download()}
            />
            <Button
              intent="danger"
              icon="trash"
              text={t('privacy.erase')}
              onClick={() => setConfirming(true)}
            />
          </div>
        </>
      )}
      <Alert
        isOpen={confirming}
        intent="danger"
        icon="trash"
        confirmButtonText={t('privacy.confirm')}
        cancelButtonText={t('privacy.cancel')}
        canEscapeKeyCancel
        loading={erase.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <h3>{t('privacy.confirmTitle')}</h3>
        <p>{t('privacy.confirmText')}</p>
        <p className="wb-data-person">{person}</p>
      </Alert>
    </section>
  );
}
