/** The control panel's dashboard. */
import { endpoint } from '../endpoint.js';
import type { Dashboard } from '../schemas/dashboard.js';

export const getDashboard = endpoint({
  method: 'GET',
  route: '/api/dashboard',
  access: 'signed_in',
  ...({} as { data: Dashboard }),
});
