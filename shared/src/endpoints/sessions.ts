/**
 * Staff sessions (docs/product.md §4.2c): each member's own signed-in browsers, and every member's
 * for the owner. Ending a session removes it at once: its next request is signed out.
 */
import { endpoint, type In } from '../endpoint.js';
import type {
  MemberSessionList,
  SessionEnded,
  SessionList,
  SessionsEnded,
  memberSessionsQuerySchema,
  sessionEndSchema,
} from '../schemas/sessions.js';

export const listMySessions = endpoint({
  method: 'GET',
  route: '/api/admins/sessions',
  access: 'account',
  ...({} as { data: SessionList }),
});

export const endMySession = endpoint({
  method: 'DELETE',
  route: '/api/admins/sessions',
  access: 'account',
  audit: { writes: ['session.end'] },
  ...({} as { body: In<typeof sessionEndSchema>; data: SessionEnded }),
});

export const endMyOtherSessions = endpoint({
  method: 'DELETE',
  route: '/api/admins/sessions/others',
  access: 'account',
  audit: { writes: ['session.end'] },
  ...({} as { data: SessionsEnded }),
});

export const listMemberSessions = endpoint({
  method: 'GET',
  route: '/api/staff/sessions',
  access: 'staff.manage',
  ...({} as { query: In<typeof memberSessionsQuerySchema>; data: MemberSessionList }),
});

export const endMemberSession = endpoint({
  method: 'DELETE',
  route: '/api/staff/sessions',
  access: 'staff.manage',
  audit: { writes: ['session.end'] },
  ...({} as { body: In<typeof sessionEndSchema>; data: SessionEnded }),
});
