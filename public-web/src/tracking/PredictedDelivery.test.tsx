import type { DeliveryPrediction } from '@waybill/shared';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../app/store';
import { PredictedDelivery } from './PredictedDelivery';

// Tuesday 10 March 2026 in Berlin (UTC+1 until the 29th).
const TODAY = '2026-03-10';

const prediction = (fields: Partial<DeliveryPrediction>): DeliveryPrediction => ({
  expected_at: '2026-03-12T09:30:00.000Z',
  latest_at: '2026-03-12T13:00:00.000Z',
  basis: 'similar',
  samples: 42,
  previous_expected_at: null,
  change_reason: null,
  at_risk: false,
  ...fields,
});

beforeEach(() => {
  useAppStore.setState(useAppStore.getInitialState(), true);
  useAppStore.setState({ site: { time_zone: 'Europe/Berlin' } as never });
});

describe('the predicted delivery', () => {
  it("names the day and the hour on the company's clock, and what it rests on", () => {
    render(<PredictedDelivery prediction={prediction({})} today={TODAY} />);
    expect(screen.getByText('Expected Thursday, most likely before 14:00')).toBeInTheDocument();
    expect(
      screen.getByText('Based on 42 similar parcels we delivered recently.'),
    ).toBeInTheDocument();
  });

  it('names the later day when the window ends on another one', () => {
    render(
      <PredictedDelivery
        prediction={prediction({ latest_at: '2026-03-13T10:00:00.000Z', samples: 1 })}
        today={TODAY}
      />,
    );
    expect(screen.getByText('Expected Thursday, most likely by Friday 11:00')).toBeInTheDocument();
    expect(
      screen.getByText('Based on 1 similar parcel we delivered recently.'),
    ).toBeInTheDocument();
  });

  it("says when it rests on the staff's date, and why it moved", () => {
    render(
      <PredictedDelivery
        prediction={prediction({
          basis: 'staff',
          samples: 0,
          previous_expected_at: '2026-03-11T11:00:00.000Z',
          change_reason: 'slower',
          at_risk: true,
        })}
        today={TODAY}
      />,
    );
    expect(screen.getByText(/^Expected Thursday, by the end of the day/)).toBeInTheDocument();
    expect(
      screen.getByText('It was Wednesday before: this stage is taking longer than usual.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Based on the date we gave/)).toBeInTheDocument();
    expect(screen.getByText('Later than the date given')).toBeInTheDocument();
  });
});
