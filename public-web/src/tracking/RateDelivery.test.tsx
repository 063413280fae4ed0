import { rateParcel } from '@waybill/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/fixtures';
import { startLanguage } from '../i18n/i18n';
import { RateDelivery } from './RateDelivery';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sentAnswer = () =>
  new Response(JSON.stringify({ status: 200, errors: [], data: null, message: 'Thanks' }), {
    status: 200,
  });

describe('the rating form of a delivered parcel', () => {
  it('offers 1–5 stars as a labelled radio group, a comment and an optional name', () => {
    render(<RateDelivery code="WB-1" />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    const stars = screen.getAllByRole('radio');
    expect(stars).toHaveLength(5);
    expect(group).toContainElement(stars[0]);
    expect(screen.getByRole('radio', { name: '1 of 5 stars' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '5 of 5 stars' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your comment')).toBeRequired();
    expect(screen.getByLabelText(/Your name/)).not.toBeRequired();
  });

  it('asks for the stars and a comment before sending anything', async () => {
    const user = userEvent.setup();
    render(<RateDelivery code="WB-1" />);
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your rating is required');
    expect(alert).toHaveTextContent('Your comment is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the stars, the comment and the name for this parcel, then thanks the visitor', async () => {
    fetchMock.mockResolvedValueOnce(sentAnswer());
    const user = userEvent.setup();
    render(<RateDelivery code="WB 1" />);
    await user.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
    await user.type(screen.getByLabelText('Your comment'), '<b>Kind</b> driver');
    await user.type(screen.getByLabelText(/Your name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for rating this delivery.',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(rateParcel.path({ code: 'WB 1' }));
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      rating: 4,
      comment: '<b>Kind</b> driver',
      name: 'Ada',
    });
  });

  it('says so when the parcel was already rated, keeping what was typed', async () => {
    fetchMock.mockResolvedValueOnce(
      envelope(409, null, [
        {
          code: 'rating.already_given',
          params: {},
          message: 'This parcel has already been rated',
        },
      ]),
    );
    const user = userEvent.setup();
    render(<RateDelivery code="WB-1" />);
    await user.click(screen.getByRole('radio', { name: '2 of 5 stars' }));
    await user.type(screen.getByLabelText('Your comment'), 'Late');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This delivery has already been rated. Thank you.',
    );
    expect(screen.getByLabelText('Your comment')).toHaveValue('Late');
  });

  describe('in German', () => {
    beforeAll(() => startLanguage('de'));
    afterAll(() => startLanguage('en'));

    it('labels the stars and says the thanks in German', async () => {
      fetchMock.mockResolvedValueOnce(sentAnswer());
      const user = userEvent.setup();
      render(<RateDelivery code="WB-1" />);
      await user.click(screen.getByRole('radio', { name: '5 von 5 Sternen' }));
      await user.type(screen.getByLabelText('Ihr Kommentar'), 'Super');
      await user.click(screen.getByRole('button', { name: 'Bewertung senden' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Vielen Dank für Ihre Bewertung dieser Zustellung.',
      );
    });
  });

  // The stars' names are ICU plurals: each language's own categories (Intl.PluralRules, CLDR).
  describe.each([
    {
      language: 'ru' as const,
      names: ['1 звезда из 5', '2 звезды из 5', '3 звезды из 5', '4 звезды из 5', '5 звёзд из 5'],
    },
    {
      language: 'ar' as const,
      names: ['نجمة واحدة من 5', 'نجمتان من 5', '3 نجوم من 5', '4 نجوم من 5', '5 نجوم من 5'],
    },
    {
      language: 'fr' as const,
      names: [
        '1 étoile sur 5',
        '2 étoiles sur 5',
        '3 étoiles sur 5',
        '4 étoiles sur 5',
        '5 étoiles sur 5',
      ],
    },
  ])('in $language', ({ language, names }) => {
    beforeAll(() => startLanguage(language));
    afterAll(() => startLanguage('en'));

    it('names each star by its plural form', () => {
      render(<RateDelivery code="WB-1" />);
      names.forEach((name, index) => {
        expect(screen.getByRole('radio', { name })).toHaveAttribute('value', String(index + 1));
      });
    });
  });
});
