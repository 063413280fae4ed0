/**
 * What the compiler refuses (`npx tsc -b`): an endpoint that declares no access rule, a call that
 * is not a GET with no audit rule, and an area whose schemas leave an endpoint out. Each line
 * below must fail to compile; if a rule stopped being required, its `@ts-expect-error` would go
 * unused and fail the type check instead. Never imported; not part of the build.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { describeArea } from './endpoint-description.js';

// @ts-expect-error an endpoint with no access rule
endpoint({ method: 'GET', route: '/api/example' });

// @ts-expect-error a change with no audit rule
endpoint({ method: 'POST', route: '/api/example', access: 'parcels.write' });

endpoint({
  method: 'GET',
  route: '/api/example',
  access: 'public',
  // @ts-expect-error a GET says why it writes nothing, never that it writes
  audit: { writes: ['parcel.update'] },
});

endpoint({
  method: 'DELETE',
  route: '/api/example',
  access: 'public',
  // @ts-expect-error a kind of row the trail does not know
  audit: { writes: ['parcel.lost'] },
});

const example = {
  readExample: endpoint({ method: 'GET', route: '/api/example', access: 'public' }),
  changeExample: endpoint({
    method: 'PATCH',
    route: '/api/example',
    access: 'parcels.write',
    audit: { writes: ['parcel.update'] },
    ...({} as { body: { name: string } }),
  }),
};

describeArea(example, {
  readExample: { summary: 'Reads.' },
  changeExample: { summary: 'Changes.', body: z.object({ name: z.string() }) },
});

// @ts-expect-error an area's schemas that leave an endpoint out
describeArea(example, { readExample: { summary: 'Reads.' } });

describeArea(example, {
  readExample: { summary: 'Reads.' },
  // @ts-expect-error a body schema that does not match the endpoint's body
  changeExample: { summary: 'Changes.', body: z.object({ title: z.string() }) },
});
