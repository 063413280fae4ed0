import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLanguage } from '../i18n/i18n';
import { Stepper } from './Stepper';

/** Each step's accessible text and whether it is the current one. */
function stepsOf(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.textContent,
      current: item.getAttribute('aria-current'),
      mark: item.querySelector('[data-icon]')?.getAttribute('data-icon'),
    }));
}

describe('Stepper', () => {
  it('lists the five steps in order, the current one marked as the step and "step 3 of 5"', () => {
    render(<Stepper stage="in_transit" />);
    const list = screen.getByRole('list');
    expect(screen.getByRole('region', { name: 'Progress' })).toContainElement(list);
    expect(list.tagName).toBe('OL');
    expect(stepsOf(list)).toEqual([
      { text: 'Created (done)', current: null, mark: 'check_circle' },
      { text: 'Picked up (done)', current: null, mark: 'check_circle' },
      {
        text: 'In transit (current, step 3 of 5)',
        current: 'step',
        mark: 'radio_button_checked',
      },
      { text: 'Out for delivery (not yet)', current: null, mark: 'radio_button_unchecked' },
      { text: 'Delivered (not yet)', current: null, mark: 'radio_button_unchecked' },
    ]);
    // The state in words is for screen readers; sighted visitors have the marks.
    const current = list.querySelector('[aria-current="step"]') as HTMLElement;
    expect(within(current).getByText('(current, step 3 of 5)', { exact: false })).toHaveClass(
      'visually-hidden',
    );
  });

  it('shows an exception by name on the step where it happened, with a warning mark', () => {
    render(<Stepper stage="failed_attempt" />);
    const steps = stepsOf(screen.getByRole('list'));
    expect(steps.map((step) => step.current)).toEqual([null, null, null, 'step', null]);
    expect(steps[3]).toEqual({
      text: 'Delivery attempt failedOut for delivery (current, step 4 of 5)',
      current: 'step',
      mark: 'error_outline',
    });
    expect(screen.getByText('Delivery attempt failed')).toHaveClass('stepper__label');
    expect(steps[4].text).toBe('Delivered (not yet)');
  });

  it('puts a return on the last step and a held parcel on the way', () => {
    const { unmount } = render(<Stepper stage="returned" />);
    expect(stepsOf(screen.getByRole('list'))[4]).toMatchObject({
      text: 'ReturnedDelivered (current, step 5 of 5)',
      current: 'step',
    });
    unmount();
    render(<Stepper stage="held" />);
    expect(stepsOf(screen.getByRole('list'))[2]).toMatchObject({
      text: 'HeldIn transit (current, step 3 of 5)',
      mark: 'error_outline',
    });
  });

  it('marks a delivered parcel on its last step, every step before it done', () => {
    render(<Stepper stage="delivered" />);
    const steps = stepsOf(screen.getByRole('list'));
    expect(steps.slice(0, 4).every((step) => step.text?.endsWith('(done)'))).toBe(true);
    expect(steps[4]).toMatchObject({ text: 'Delivered (current, step 5 of 5)', current: 'step' });
  });

  it('draws nothing for a parcel without a stage', () => {
    const { container } = render(<Stepper stage={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Stepper in Persian', () => {
  beforeAll(() => startLanguage('fa'));
  afterAll(() => startLanguage('en'));

  it('names the steps and the position in the visitor language', () => {
    render(<Stepper stage="held" />);
    expect(screen.getByRole('region', { name: 'پیشرفت' })).toBeInTheDocument();
    const current = screen.getByRole('list').querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('نگه داشته شده');
    expect(current).toHaveTextContent('گام 3 از 5');
  });
});
