import { useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { Breadcrumb } from '../layout/Breadcrumb';

function measure() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * /resolution.html (docs/product.md §2.6): a debug page with the window's size and the browser's
 * identifier.
 */
export function Resolution() {
  const [size, setSize] = useState(measure);
  useEffect(() => {
    const update = () => setSize(measure());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return (
    <>
      <Breadcrumb label={t('resolutionTitle')} />
      <section className="container resolution" aria-labelledby="resolution-heading">
        <h1 id="resolution-heading">{t('resolutionTitle')}</h1>
        <p>{t('resolutionLead')}</p>
        <dl className="card details resolution__figures">
          <div className="details__row">
            <dt>{t('width')}</dt>
            <dd data-testid="width">{size.width}px</dd>
          </div>
          <div className="details__row">
            <dt>{t('height')}</dt>
            <dd data-testid="height">{size.height}px</dd>
          </div>
          <div className="details__row resolution__agent">
            <dt>{t('browser')}</dt>
            <dd>{navigator.userAgent}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
