import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { problem, searchPlaces, type Place } from '@waybill/shared';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, testClient, withClient } from '../test/fake-api';
import { PlaceSearchInput } from './PlaceSearchInput';

const place = (name: string, country_name: string, latitude: number): Place => ({
  name,
  country: country_name.slice(0, 2).toUpperCase(),
  country_name,
  region: '',
  latitude,
  longitude: 10,
});
const FOUND = [place('Alexandria', 'Egypt', 31.2), place('Alexandria', 'United States', 38.8)];

/** A labelled box holding its own text, reporting choices. */
function Box({ initial = '', onChoose }: { initial?: string; onChoose: (place: Place) => void }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <label htmlFor="box">Where</label>
      <PlaceSearchInput id="box" value={text} onChange={setText} onChoose={onChoose} />
    </>
  );
}

function setUp(answer: () => Response = () => envelope(200, FOUND), initial = '') {
  const server = fakeServer(answer);
  const chosen: Place[] = [];
  const Wrapper = withClient(testClient());
  render(
    <Wrapper>
      <Box initial={initial} onChoose={(each) => chosen.push(each)} />
    </Wrapper>,
  );
  return { server, chosen, user: userEvent.setup(), box: screen.getByRole('combobox') };
}

afterEach(() => vi.unstubAllGlobals());

describe('the place search box', () => {
  it('is a combobox that asks nothing for the text it opens with', async () => {
    const { server, box } = setUp(undefined, 'Cairo, Egypt');
    expect(box).toHaveAccessibleName('Where');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute(
      'id',
      box.getAttribute('aria-controls'),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.requests).toEqual([]);
  });

  it('asks once after a pause in typing and lists the places with their countries', async () => {
    const { server, user, box } = setUp();
    await user.type(box, 'alex');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'AlexandriaEgypt',
      'AlexandriaUnited States',
    ]);
    expect(server.urls()).toEqual([`GET ${searchPlaces.path({}, { search: 'alex', limit: 10 })}`]);
    expect(screen.getByRole('status')).toHaveTextContent('Places found: 2');
  });

  it('moves with the arrow keys (round the ends), chooses with Enter, closes with Escape', async () => {
    const { chosen, user, box } = setUp();
    await user.type(box, 'alex');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen).toEqual([FOUND[1]]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses with a click, keeping the focus in the box', async () => {
    const { chosen, user, box } = setUp();
    await user.type(box, 'alex');
    await user.click((await screen.findAllByRole('option'))[0]);
    expect(chosen).toEqual([FOUND[0]]);
    expect(box).toHaveFocus();
  });

  it('says when no place has the name to screen readers only, and opens no list', async () => {
    const { user, box } = setUp(() => envelope(200, []));
    await user.type(box, 'qqq');
    const status = screen.getByRole('status');
    await expect.poll(() => status.textContent).toBe('No place found by that name');
    expect(status).toHaveClass('wb-visually-hidden');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the server’s problem when the search fails', async () => {
    const { user, box } = setUp(() => envelope(503, null, [problem('places.unavailable')]));
    await user.type(box, 'cai');
    const status = screen.getByRole('status');
    await expect
      .poll(() => status.textContent)
      .toBe('The place search is not available, try again shortly');
    expect(status).not.toHaveClass('wb-visually-hidden');
  });
});
