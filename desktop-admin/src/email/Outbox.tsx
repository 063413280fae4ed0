import { Button, HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import {
  listOutbox,
  OUTBOX_STATUSES,
  outboxRetrySchema,
  retryOutboxMessage,
  validate,
  type OutboxMessage,
  type OutboxStatus,
} from '@waybill/shared';
import type { ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';
import { SEND_EMAIL } from '../app/paths';
import { ApiFailure, firstProblemText } from '../app/problems';
import { useEndpointMutation, usePagedEndpoint } from '../app/queries';
import { useSiteConfig } from '../app/useGraph';
import { SelectField, showFailure, showSuccess } from '../forms';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { LinkButton } from '../layout/LinkButton';
import { PagedTable } from '../layout/PagedTable';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { formatDateTime } from '../parcels/format';

const STATUS_INTENTS: Record<OutboxStatus, Intent> = {
  queued: 'primary',
  sending: 'warning',
  sent: 'success',
  failed: 'danger',
};

const STATUS_FILTERS = [
  { value: '', label: 'Every status' },
  ...OUTBOX_STATUSES.map((status) => ({ value: status, label: status })),
];

function isStatus(value: string | null): value is OutboxStatus {
  return OUTBOX_STATUSES.some((status) => status === value);
}

/**
 * /control/email/outbox.html (docs/product.md §4.8): every outgoing message, newest first, with
 * what happened to it; a failed or waiting one can be sent again now.
 */
export function Outbox() {
  useDocumentTitle('Outbox');
  const timeZone = useSiteConfig()?.time_zone;
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status = isStatus(requested) ? requested : null;
  const list = usePagedEndpoint(listOutbox, { query: { status: status ?? undefined } });

  const onFilter = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    setSearchParams(value ? { status: value } : {}, { replace: true });
  };

  return (
    <section>
      <Breadcrumbs steps={[{ label: 'Send Email', to: SEND_EMAIL }, { label: 'Outbox' }]} />
      <div className="wb-title-row">
        <h1>Outbox</h1>
        <LinkButton to={SEND_EMAIL} icon="envelope" intent="primary" text="Send Email" />
      </div>
      <p className="wb-muted">
        Every e-mail the company sends is written here first, then delivered; a message that could
        not be delivered is tried again later, with longer pauses each time.
      </p>
      <div className="wb-list-tools">
        <SelectField
          label="Status"
          name="status"
          required={false}
          options={STATUS_FILTERS}
          value={status ?? ''}
          onChange={onFilter}
        />
        <Button icon="refresh" text="Refresh" loading={list.refreshing} onClick={list.reload} />
      </div>
      <PagedTable
        list={list}
        noun="messages"
        emptyIcon="inbox"
        emptyText={status ? `No ${status} messages.` : 'No messages yet.'}
      >
        {(rows) => (
          <HTMLTable striped className="wb-table wb-outbox" aria-label="Outbox">
            <thead>
              <tr>
                <th scope="col">Created</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last error</th>
                <th scope="col">Next try / sent at</th>
                <th scope="col">
                  <span className="wb-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((message) => (
                <tr key={message.id}>
                  <td className="wb-nowrap">{formatDateTime(message.created_at, timeZone)}</td>
                  <td>{message.to}</td>
                  <td>{message.subject}</td>
                  <td>
                    <Tag minimal intent={STATUS_INTENTS[message.status]}>
                      {message.status}
                    </Tag>
                  </td>
                  <td>{message.attempts}</td>
                  <td className="wb-outbox-error">{message.last_error ?? '—'}</td>
                  <td className="wb-nowrap">{whenText(message, timeZone)}</td>
                  <td className="wb-actions-cell">
                    {(message.status === 'failed' || message.status === 'queued') && (
                      <RetryButton message={message} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </PagedTable>
    </section>
  );
}

/** When it went out, or when the next try is due. */
function whenText(message: OutboxMessage, timeZone: string | undefined): string {
  switch (message.status) {
    case 'sent':
      return `Sent ${formatDateTime(message.sent_at, timeZone)}`;
    case 'sending':
      return 'Sending now';
    case 'queued':
      return `Next try ${formatDateTime(message.next_attempt_at, timeZone)}`;
    case 'failed':
      return 'Stopped trying';
  }
}

function RetryButton({ message }: { message: OutboxMessage }) {
  const retry = useEndpointMutation(retryOutboxMessage, { invalidates: [listOutbox] });

  const onRetry = async () => {
    const checked = validate(outboxRetrySchema, { id: message.id });
    if (!checked.ok) {
      void showFailure(firstProblemText(checked.problems));
      return;
    }
    try {
      const answer = await retry.mutateAsync({ body: checked.data });
      void showSuccess(answer.message || 'Queued again');
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      void showFailure(firstProblemText(error.problems));
    }
  };

  return (
    <Button
      size="small"
      icon="repeat"
      text="Retry"
      title={`Send “${message.subject}” to ${message.to} again now`}
      loading={retry.isPending}
      onClick={() => void onRetry()}
    />
  );
}
