import type { Activity, PublicParcel } from '@waybill/shared';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pagedOf, parcelRecord } from '../../../test-kit/answers';
import { useAppStore } from '../app/store';
import { ParcelSummary } from './ParcelSummary';

const TODAY = '2026-03-10';

/** The newest entry, written at 23:30 UTC: already the next day where the company is. */
const DELIVERY: Activity = {
  id: 9,
  parcel_id: 1,
  title: 'Delivered',
  description: 'Signed by Ada',
  icon: 'check_circle',
  color: 'green',
  created_at_month: 'Mar',
  created_at_day: '10',
  created_at_time: '01:30',
  created_at: '2026-03-09T23:30:00.000Z',
  updated_at: '2026-03-09T23:30:00.000Z',
  restorable: false,
};

const parcel = (fields: Partial<PublicParcel>) =>
  ({
    ...parcelRecord({ id: 1, tracking_code: 'WB-1' }),
    min_expected_delivery_date: '2026-03-11',
    max_expected_delivery_date: '2026-03-11',
    ...fields,
  }) as unknown as PublicParcel;

beforeEach(() => {
  useAppStore.setState(useAppStore.getInitialState(), true);
  useAppStore.setState({ site: { time_zone: 'Africa/Cairo' } as never });
});

describe('the parcel’s summary', () => {
  it('says when a delivered parcel was delivered, never an expected day', () => {
    render(
      <ParcelSummary
        parcel={parcel({
          status: 'Delivered',
          current_stage: 'delivered',
          history: pagedOf([DELIVERY], 1, 1),
        })}
        today={TODAY}
      />,
    );
    // The newest entry's day where the company is (Cairo, UTC+2): the 10th, not the 9th.
    expect(screen.getByText('Delivered on Tue 10 Mar 2026')).toBeInTheDocument();
    expect(screen.queryByText('Expected delivery')).toBeNull();
    expect(screen.queryByText(/tomorrow|Due|Late/)).toBeNull();
  });

  it('says a late delivered parcel is delivered, not late', () => {
    render(
      <ParcelSummary
        parcel={parcel({
          current_stage: 'delivered',
          max_expected_delivery_date: '2026-03-01',
          min_expected_delivery_date: '2026-03-01',
        })}
        today={TODAY}
      />,
    );
    // No history: when the parcel last changed.
    expect(screen.getByText('Delivered on Wed 12 Mar 2025')).toBeInTheDocument();
    expect(screen.queryByText('Late')).toBeNull();
  });

  it('shows a parcel on its way when it is expected', () => {
    render(
      <ParcelSummary
        parcel={parcel({ status: 'In transit', current_stage: 'in_transit' })}
        today={TODAY}
      />,
    );
    expect(screen.getByText('Expected delivery')).toBeInTheDocument();
    expect(screen.getByText('Due tomorrow')).toBeInTheDocument();
    expect(screen.queryByText(/Delivered on/)).toBeNull();
  });
});
