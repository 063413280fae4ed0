import { problem, type Language } from '@waybill/shared';
import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { describeProblem } from '../app/problems';
import { startLanguage } from '../i18n/i18n';
import { ErrorPanel } from './ErrorPanel';

const label = () => 'Comment';

/** The panel of a form whose comment is longer than `max` characters. */
function tooLong(max: number) {
  return describeProblem(problem('field.too_long', { field: 'comment', max }), label);
}

afterAll(() => startLanguage('en'));

// A limit's noun agrees with the number, by each language's plural categories (CLDR).
describe.each<{ language: Language; texts: string[] }>([
  {
    language: 'en',
    texts: [
      'Comment must be at most 1 character',
      'Comment must be at most 2 characters',
      'Comment must be at most 5 characters',
      'Comment must be at most 21 characters',
    ],
  },
  {
    language: 'ru',
    texts: [
      'Поле «Comment»: не более 1 символа',
      'Поле «Comment»: не более 2 символов',
      'Поле «Comment»: не более 5 символов',
      'Поле «Comment»: не более 21 символа',
    ],
  },
  {
    language: 'ar',
    texts: [
      'يجب ألا يتجاوز الحقل «Comment» حرفًا واحدًا',
      'يجب ألا يتجاوز الحقل «Comment» حرفين',
      'يجب ألا يتجاوز الحقل «Comment» 5 أحرف',
      'يجب ألا يتجاوز الحقل «Comment» 21 حرفًا',
    ],
  },
  {
    language: 'fr',
    texts: [
      'Le champ « Comment » doit contenir au plus 1 caractère',
      'Le champ « Comment » doit contenir au plus 2 caractères',
      'Le champ « Comment » doit contenir au plus 5 caractères',
      'Le champ « Comment » doit contenir au plus 21 caractères',
    ],
  },
])('the red panel in $language', ({ language, texts }) => {
  it('says 1, 2, 5 and 21 characters with the plural form each takes', async () => {
    await startLanguage(language);
    render(<ErrorPanel messages={[1, 2, 5, 21].map(tooLong)} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(texts);
  });
});
