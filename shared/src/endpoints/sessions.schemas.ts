/** The schemas and summaries of the endpoints in sessions.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import {
  memberSessionListSchema,
  memberSessionsQuerySchema,
  sessionEndSchema,
  sessionEndedSchema,
  sessionListSchema,
  sessionsEndedSchema,
} from '../schemas/sessions.js';
import * as endpoints from './sessions.js';

export const sessionsSchemas = describeArea(endpoints, {
  listMySessions: {
    summary:
      "The signed-in member's sessions, the most recently seen first; this one is `current`.",
    data: () => sessionListSchema,
  },
  endMySession: {
    summary: 'End one of your sessions at once; ending the current one signs you out.',
    body: sessionEndSchema,
    data: () => sessionEndedSchema,
  },
  endMyOtherSessions: {
    summary: 'End every session of yours but this one (sign out everywhere else).',
    data: () => sessionsEndedSchema,
  },
  listMemberSessions: {
    summary: "Every member's sessions, or one member's (member_id), the most recently seen first.",
    query: memberSessionsQuerySchema,
    data: () => memberSessionListSchema,
  },
  endMemberSession: {
    summary: "End any member's session at once (owner).",
    body: sessionEndSchema,
    data: () => sessionEndedSchema,
  },
});
