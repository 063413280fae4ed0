import './mail.css';
import { Button, HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import {
  CONTACT_MESSAGE_STATUSES,
  contactReplySchema,
  countInbox,
  listInbox,
  replyToInboxMessage,
  updateInboxMessage,
  type ContactMessageStatus,
  type ContactMessageView,
} from '@waybill/shared';
import { useEndpointMutation, usePagedEndpoint } from '../app/queries';
import { useSiteConfig } from '../app/useGraph';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SubmitButton,
  TextAreaField,
  showFailure,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import type { AdminMessageKey } from '../i18n/keys';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { ExpandableRow } from '../layout/ExpandableRow';
import { ListScreen } from '../layout/ListScreen';
import { StatusFilterTools, useStatusFilter } from './StatusFilter';
import { formatDateTime } from '../parcels/format';
import { useCan } from '../staff/access';
import { t } from '../i18n/i18n';

const STATUS_INTENTS: Record<ContactMessageStatus, Intent> = {
  new: 'primary',
  read: 'none',
  answered: 'success',
  archived: 'none',
};

const STATUS_LABEL_KEYS = {
  new: 'mail.inbox.status.new',
  read: 'mail.inbox.status.read',
  answered: 'mail.inbox.status.answered',
  archived: 'mail.inbox.status.archived',
} as const satisfies Record<ContactMessageStatus, AdminMessageKey>;

const isStatus = (value: string | null): value is ContactMessageStatus =>
  CONTACT_MESSAGE_STATUSES.some((status) => status === value);

/**
 * /control/email/inbox.html (docs/product.md §4.8): visitors' messages from the contact page,
 * newest first; each opens under its row, to be marked or answered by e-mail.
 */
export function Inbox() {
  const timeZone = useSiteConfig()?.time_zone;
  const { status, onFilter } = useStatusFilter(isStatus);
  const list = usePagedEndpoint(listInbox, { query: { status: status ?? undefined } });

  return (
    <ListScreen
      title={t('mail.inbox')}
      breadcrumbs={<Breadcrumbs steps={[{ label: t('mail.inbox') }]} />}
      intro={t('mail.inbox.intro')}
      toolbar={
        <StatusFilterTools
          options={[
            { value: '', label: t('mail.everyStatus') },
            ...CONTACT_MESSAGE_STATUSES.map((value) => ({
              value,
              label: t(STATUS_LABEL_KEYS[value]),
            })),
          ]}
          status={status}
          onFilter={onFilter}
          list={list}
        />
      }
      list={list}
      noun={t('mail.inbox.noun')}
      shown={(count) => t('mail.inbox.shown', { count })}
      emptyIcon="inbox"
      emptyText={t('mail.inbox.empty')}
    >
      {(rows) => (
        <HTMLTable striped className="wb-table" aria-label={t('mail.inbox')}>
          <thead>
            <tr>
              <th scope="col">{t('mail.inbox.received')}</th>
              <th scope="col">{t('mail.inbox.from')}</th>
              <th scope="col">{t('mail.columnSubject')}</th>
              <th scope="col">{t('mail.columnStatus')}</th>
              <th scope="col">
                <span className="wb-visually-hidden">{t('mail.columnActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((message) => (
              <MessageRows key={message.id} message={message} timeZone={timeZone} />
            ))}
          </tbody>
        </HTMLTable>
      )}
    </ListScreen>
  );
}

function MessageRows({
  message,
  timeZone,
}: {
  message: ContactMessageView;
  timeZone: string | undefined;
}) {
  const mayChange = useCan(updateInboxMessage.access);
  const mayReply = useCan(replyToInboxMessage.access);
  const mark = useEndpointMutation(updateInboxMessage, { invalidates: [listInbox, countInbox] });
  const setStatus = (status: ContactMessageStatus) =>
    mark.mutateAsync({ body: { id: message.id, status } }).catch((error: Error) => {
      void showFailure(error.message);
    });
  return (
    <ExpandableRow
      detailId={`wb-inbox-message-${message.id}`}
      columns={5}
      openText={t('mail.inbox.open')}
      closeText={t('mail.inbox.close')}
      // Opening a new message reads it.
      onOpen={() => {
        if (mayChange && message.status === 'new') void setStatus('read');
      }}
      detail={
        <>
          <pre className="wb-outbox-text">{message.body}</pre>
          {mayChange && (
            <div className="wb-inbox-actions">
              {message.status !== 'archived' ? (
                <Button
                  size="small"
                  icon="archive"
                  text={t('mail.inbox.archive')}
                  onClick={() => void setStatus('archived')}
                />
              ) : (
                <Button
                  size="small"
                  icon="undo"
                  text={t('mail.inbox.unarchive')}
                  onClick={() => void setStatus('read')}
                />
              )}
              {message.status !== 'new' && (
                <Button
                  size="small"
                  icon="envelope"
                  text={t('mail.inbox.markNew')}
                  onClick={() => void setStatus('new')}
                />
              )}
            </div>
          )}
          {mayReply && <ReplyForm message={message} />}
        </>
      }
    >
      <td className="wb-nowrap">{formatDateTime(message.created_at, timeZone)}</td>
      <td>
        {message.name ? `${message.name} ` : ''}
        <span dir="ltr">&lt;{message.email}&gt;</span>
      </td>
      <td>{message.subject}</td>
      <td>
        <Tag minimal intent={STATUS_INTENTS[message.status]}>
          {t(STATUS_LABEL_KEYS[message.status])}
        </Tag>
      </td>
    </ExpandableRow>
  );
}

function ReplyForm({ message }: { message: ContactMessageView }) {
  const form = useSchemaForm(contactReplySchema, {
    defaultValues: { id: message.id, subject: `Re: ${message.subject}`, body: '' },
  });
  const send = useEndpointMutation(replyToInboxMessage, { invalidates: [listInbox, countInbox] });
  const {
    onSubmit,
    fetching,
    message: done,
  } = useFormSubmit(form, {
    send: (body) => send.mutateAsync({ body }),
    successMessage: ({ data }) =>
      t(data.delivery === 'held' ? 'mail.delivery.held' : 'mail.inbox.replyQueued'),
  });
  return (
    <section aria-label={t('mail.inbox.reply')} className="wb-gap-top wb-narrow">
      <h3>{t('mail.inbox.replyTo', { email: message.email })}</h3>
      <Form form={form} onSubmit={onSubmit}>
        <Field label={t('mail.subject')} {...form.register('subject')} />
        <TextAreaField label={t('mail.body')} {...form.register('body')} />
        <FormErrors />
        <FormSuccess message={done} />
        <SubmitButton text={t('mail.inbox.send')} icon="send-message" fetching={fetching} />
      </Form>
    </section>
  );
}
