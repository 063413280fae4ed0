import { Callout, FormGroup, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { type StaffMember, endMemberSession, listMemberSessions } from '@waybill/shared';
import { useState } from 'react';
import { firstProblemText } from '../app/problems';
import { useEndpointQuery } from '../app/queries';
import { t } from '../i18n/i18n';
import { SessionCard } from './SessionCard';
import { useEndSession } from './useEndSession';
import './sessions.css';

/** All members, or one member by id, as the filter's value. */
const ALL = '';

/**
 * The owner's view of every member's sessions on the Staff screen (docs/product.md §4.2c): a
 * member filter, then one card per signed-in browser, each with its End button.
 */
export function MemberSessions({ members }: { members: readonly StaffMember[] }) {
  const [memberId, setMemberId] = useState(ALL);
  const query = memberId === ALL ? {} : { member_id: Number(memberId) };
  const sessions = useEndpointQuery(listMemberSessions, { query }, { refetchOnMount: 'always' });
  const { end, endingId } = useEndSession(endMemberSession);
  const list = sessions.data?.sessions ?? [];
  return (
    <section aria-labelledby="wb-member-sessions">
      <h2 id="wb-member-sessions">{t('sessions.staff_title')}</h2>
      <p>{t('sessions.staff_intro')}</p>
      <div className="wb-sessions-actions">
        <FormGroup label={t('sessions.member')} labelFor="wb-member-sessions-filter">
          <HTMLSelect
            id="wb-member-sessions-filter"
            value={memberId}
            onChange={(event) => setMemberId(event.target.value)}
            options={[
              { value: ALL, label: t('sessions.all_members') },
              ...members.map((member) => ({
                value: String(member.id),
                label: `${member.name} (${member.email})`,
              })),
            ]}
          />
        </FormGroup>
      </div>
      {sessions.isError && (
        <Callout intent="danger" role="alert">
          {firstProblemText(sessions.error.problems)}
        </Callout>
      )}
      {sessions.isPending && <Spinner size={32} />}
      {sessions.data &&
        (list.length === 0 ? (
          <NonIdealState icon="desktop" title={t('sessions.empty')} />
        ) : (
          <ul className="wb-session-list" aria-label={t('sessions.staff_title')}>
            {list.map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                headingLevel={3}
                ending={endingId === session.id}
                onEnd={() => void end(session)}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}
