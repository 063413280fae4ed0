import {
  type StaffSession,
  endMemberSession,
  endMySession,
  listMemberSessions,
  listMySessions,
} from '@waybill/shared';
import { useState } from 'react';
import { useEndpointMutation } from '../app/queries';
import { useSignedOutHere } from '../auth/useSignedOutHere';
import { showFailure, showSuccess } from '../forms';
import { t } from '../i18n/i18n';

/**
 * Ends a session from a list: one's own (`endMySession`) or, for the owner, any member's
 * (`endMemberSession`). When it was this browser's own session, the server has signed it out:
 * so is the control panel, at once.
 */
export function useEndSession(endpoint: typeof endMySession | typeof endMemberSession) {
  const mutation = useEndpointMutation(endpoint, {
    invalidates: [listMySessions, listMemberSessions],
  });
  const signedOutHere = useSignedOutHere();
  const [endingId, setEndingId] = useState<string | null>(null);

  const end = async (session: Pick<StaffSession, 'id'>) => {
    setEndingId(session.id);
    try {
      const answer = await mutation.mutateAsync({ body: { id: session.id } });
      if (answer.data.signed_out) return signedOutHere();
      void showSuccess(t('sessions.ended'));
    } catch (error) {
      void showFailure((error as Error).message);
    } finally {
      setEndingId(null);
    }
  };
  return { end, endingId };
}
