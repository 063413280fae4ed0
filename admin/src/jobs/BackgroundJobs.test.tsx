import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getJobQueue, listJobs, retryJob, type Job } from '@waybill/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_JOBS } from '../app/paths';
import { useAppStore } from '../app/store';
import { startLanguage } from '../i18n/i18n';
import { envelope, fakeServer, paged, testClient, withClient } from '../test/fake-api';
import { BackgroundJobs } from './BackgroundJobs';

function job(id: number, fields: Partial<Job>): Job {
  return {
    id,
    name: 'mail.deliver',
    state: 'queued',
    attempts: 0,
    max_attempts: 8,
    run_at: '2025-03-12T14:05:00.000Z',
    last_error: null,
    created_at: '2025-03-12T14:00:00.000Z',
    finished_at: null,
    ...fields,
  };
}

const JOBS = [
  job(2, {
    state: 'failed',
    attempts: 8,
    last_error: 'Mailbox unavailable',
    finished_at: '2025-03-12T16:00:00.000Z',
  }),
  job(1, { name: 'housekeeping.sweep', state: 'done', attempts: 1 }),
];

const QUEUE = {
  names: ['housekeeping.sweep', 'mail.deliver'],
  schedules: [
    { name: 'housekeeping.sweep', cron: '0 * * * *', next_run_at: '2025-03-12T15:00:00.000Z' },
  ],
};

/** The screen against a fake server: the queue, JOBS (none when filtered), a retry. */
function renderJobs() {
  const server = fakeServer(({ url, method }) => {
    if (url.startsWith(getJobQueue.route)) return envelope(200, QUEUE);
    if (method === 'POST' && url.startsWith(retryJob.route)) {
      return envelope(200, { ...JOBS[0], state: 'queued', attempts: 0, finished_at: null });
    }
    if (url.startsWith(listJobs.route)) {
      const search = new URL(url, 'http://localhost').searchParams;
      const filtered = search.has('state') || search.has('name');
      return envelope(200, paged(filtered ? [] : JOBS, 1, 1));
    }
    return envelope(200, { site: { time_zone: 'UTC' } });
  });
  const Wrapper = withClient(testClient());
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[SETTINGS_JOBS]}>
        <Routes>
          <Route path={SETTINGS_JOBS} element={<BackgroundJobs />} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
  return { server, user: userEvent.setup() };
}

async function rowOf(table: string, text: string) {
  const found = await screen.findByRole('table', { name: table });
  return within(found).getByText(text).closest('tr') as HTMLElement;
}

beforeEach(() => {
  useAppStore.setState({ admin: { email: 'boss@example.com', name: 'Boss', role: 'owner' } });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  useAppStore.setState({ admin: false });
  await startLanguage('en');
});

describe('the background jobs screen', () => {
  it('shows the schedules, and each job with its state, tries and last error', async () => {
    renderJobs();
    expect(screen.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeInTheDocument();
    const schedule = await rowOf('Schedules', 'housekeeping.sweep');
    expect(within(schedule).getByText('0 * * * *')).toBeInTheDocument();

    const failed = await rowOf('Jobs', 'Mailbox unavailable');
    expect(within(failed).getByText('mail.deliver')).toBeInTheDocument();
    expect(within(failed).getByText('failed')).toBeInTheDocument();
    expect(within(failed).getByText('8 of 8')).toBeInTheDocument();
    const done = await rowOf('Jobs', 'housekeeping.sweep');
    expect(within(done).getByText('done')).toBeInTheDocument();
    // Only a failed job can be run again.
    expect(within(done).queryByRole('button')).toBeNull();
    expect(within(failed).getByRole('button', { name: 'Run again' })).toHaveAttribute(
      'title',
      'Run job mail.deliver (#2) again now, with all its tries',
    );
  });

  it('runs a failed job again by its id, and filters by the state and name codes', async () => {
    const { server, user } = renderJobs();
    const failed = await rowOf('Jobs', 'Mailbox unavailable');
    await user.click(within(failed).getByRole('button', { name: 'Run again' }));
    expect(await screen.findByText('Queued again')).toBeInTheDocument();
    const retry = server.requests.find((request) => request.method === 'POST');
    expect(retry?.body).toEqual({ id: 2 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'failed');
    expect(await screen.findByText('No jobs match these filters.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job' }), 'mail.deliver');
    const last = new URL(
      server.requests.filter((request) => request.url.startsWith(listJobs.route)).at(-1)!.url,
      'http://localhost',
    ).searchParams;
    expect([last.get('state'), last.get('name')]).toEqual(['failed', 'mail.deliver']);
  });

  it('speaks German: headings, columns and states; job names and errors as the server wrote them', async () => {
    await startLanguage('de');
    renderJobs();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hintergrundaufgaben' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Zeitpläne' })).toBeInTheDocument();
    const failed = await rowOf('Aufgaben', 'Mailbox unavailable');
    expect(within(failed).getByText('fehlgeschlagen')).toBeInTheDocument();
    expect(within(failed).getByText('8 von 8')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Erneut ausführen' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Letzter Fehler' })).toBeInTheDocument();
  });
});
