import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  endMyOtherSessions,
  endMySession,
  listMemberSessions,
  listMySessions,
} from '@waybill/shared';
import { firstProblemText } from '../app/problems';
import { useEndpointMutation, useEndpointQuery } from '../app/queries';
import { showFailure, showSuccess } from '../forms';
import { t } from '../i18n/i18n';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { SessionCard } from './SessionCard';
import { useEndSession } from './useEndSession';
import './sessions.css';

/** /control/account/sessions.html: every browser signed in as me; end any, or all but this one. */
export function MySessions() {
  useDocumentTitle(t('sessions.title'));
  const sessions = useEndpointQuery(listMySessions, {}, { refetchOnMount: 'always' });
  const { end, endingId } = useEndSession(endMySession);
  const endOthers = useEndpointMutation(endMyOtherSessions, {
    invalidates: [listMySessions, listMemberSessions],
  });
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;

  const signOutElsewhere = async () => {
    try {
      await endOthers.mutateAsync({});
      void showSuccess(t('sessions.ended_others'));
    } catch (error) {
      void showFailure((error as Error).message);
    }
  };

  return (
    <section className="wb-sessions">
      <h1>{t('sessions.title')}</h1>
      <p>{t('sessions.intro')}</p>
      {sessions.isError && (
        <Callout intent="danger" role="alert">
          {firstProblemText(sessions.error.problems)}
        </Callout>
      )}
      {sessions.isPending && <Spinner size={32} />}
      {sessions.data && (
        <>
          <div className="wb-sessions-actions">
            <Button
              icon="log-out"
              intent="warning"
              text={t('sessions.end_others')}
              disabled={others === 0}
              loading={endOthers.isPending}
              onClick={() => void signOutElsewhere()}
            />
            {others === 0 && <span className="wb-muted">{t('sessions.no_others')}</span>}
          </div>
          {list.length === 0 ? (
            <NonIdealState icon="desktop" title={t('sessions.empty')} />
          ) : (
            <ul className="wb-session-list" aria-label={t('sessions.list')}>
              {list.map((session) => (
                <SessionCard
                  key={session.id}
                  session={session}
                  headingLevel={2}
                  ending={endingId === session.id}
                  onEnd={() => void end(session)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
