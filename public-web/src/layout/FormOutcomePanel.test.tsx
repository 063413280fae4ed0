import { problem, subscribeSchema, validate } from '@waybill/shared';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLanguage } from '../i18n/i18n';
import { FormOutcomePanel } from './FormOutcomePanel';

describe('FormOutcomePanel in Persian', () => {
  beforeAll(() => startLanguage('fa'));
  afterAll(() => startLanguage('en'));

  it("lists the form's own problems by the form's labels", () => {
    const checked = validate(subscribeSchema, { email: 'not an address' });
    if (checked.ok) throw new Error('the address should be refused');
    render(
      <FormOutcomePanel
        outcome={{ kind: 'errors', problems: checked.problems }}
        fieldNames={{ email: 'ایمیل شما' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ایمیل شما باید یک نشانی ایمیل معتبر باشد');
  });

  it("lists the server's problems, each translated by code", () => {
    render(
      <FormOutcomePanel
        outcome={{
          kind: 'errors',
          problems: [
            problem('field.required', { field: 'subject' }),
            problem('rate.too_many', { minutes: 1 }),
          ],
        }}
        fieldNames={{ subject: 'موضوع' }}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'موضوع الزامی است',
      'تلاش‌های بیش از حد. لطفاً ۱ دقیقه صبر کنید و دوباره تلاش کنید.',
    ]);
  });

  it("shows the site's success note as given", () => {
    render(
      <FormOutcomePanel
        outcome={{ kind: 'sent', message: 'سپاسگزاریم. پیام شما برای تیم ما ارسال شد.' }}
        fieldNames={{}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'سپاسگزاریم. پیام شما برای تیم ما ارسال شد.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing before a submit', () => {
    const { container } = render(<FormOutcomePanel outcome={{ kind: 'idle' }} fieldNames={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
