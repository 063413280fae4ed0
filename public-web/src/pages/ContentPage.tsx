import '@waybill/web-content/content.css';
import './pages.css';
import { getPage, INVALID_JSON_PROBLEM, type Page, type Problem } from '@waybill/shared';
import { ContentBody } from '@waybill/web-content';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../app/api';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { translateProblem } from '../i18n/problems';
import { Breadcrumb } from '../layout/Breadcrumb';
import { useHeroBar } from '../layout/heroBar';
import { NotFound } from '../layout/NotFound';
import { drawnByServer, missingOnServer, seen } from './pageCache';
import { PageHero } from './PageHero';

type PageLoad =
  | { state: 'loading' }
  | { state: 'found'; page: Page }
  | { state: 'missing' }
  | { state: 'failed'; problem: Problem };

async function loadPage(slug: string): Promise<PageLoad> {
  const result = await api.call(getPage, { params: { slug } });
  if (result.status === 404) return { state: 'missing' };
  const page = result.data;
  if (result.problems.length > 0 || !page || typeof page.content !== 'string') {
    return { state: 'failed', problem: result.problems[0] ?? INVALID_JSON_PROBLEM };
  }
  seen.set(slug, page);
  return { state: 'found', page };
}

function usePage(slug: string): [PageLoad, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<{ slug: string; result: PageLoad } | null>(null);
  useEffect(() => {
    if (drawnByServer.delete(slug)) return undefined;
    let current = true;
    void loadPage(slug).then((result) => {
      if (current) setLoad({ slug, result });
    });
    return () => {
      current = false;
    };
  }, [slug, attempt]);
  const cached = seen.get(slug);
  const result =
    load?.slug === slug
      ? load.result
      : cached
        ? ({ state: 'found', page: cached } as const)
        : missingOnServer.has(slug)
          ? ({ state: 'missing' } as const)
          : ({ state: 'loading' } as const);
  return [result, () => setAttempt((value) => value + 1)];
}

/**
 * /pages/{slug}: hero, title, sub-title and body; an unknown slug is the 404 screen
 * (docs/product.md §2.4).
 */
export function ContentPage() {
  const { slug = '' } = useParams();
  const [load, retry] = usePage(slug);
  // While the page loads, the title the side menu already knows avoids an empty hero.
  const known = useAppStore((state) => state.pages.list.find((page) => page.slug === slug));
  useHeroBar(load.state !== 'missing');

  if (load.state === 'missing') return <NotFound />;

  const page = load.state === 'found' ? load.page : null;
  const title = page?.title ?? known?.title ?? '';
  return (
    <article className="content-page" aria-busy={load.state === 'loading'}>
      <PageHero hero={page?.hero ?? null} overlay={page?.overlay ?? null}>
        <h1 id="page-heading" className="page-hero__title">
          {title || <span className="page-hero__placeholder">{t('loading')}</span>}
        </h1>
        {page?.sub_title && <p className="page-hero__subtitle">{page.sub_title}</p>}
      </PageHero>
      <Breadcrumb label={title} />
      <div className="container content-page__body">
        {load.state === 'found' && (
          <ContentBody content={load.page.content} videoTitle={t('videoTitle')} />
        )}
        {load.state === 'loading' && (
          <p className="content-page__loading" role="status">
            {t('loading')}
          </p>
        )}
        {load.state === 'failed' && (
          <div className="panel panel--error" role="alert">
            <p>{translateProblem(load.problem).toLocaleUpperCase()}</p>
            <button type="button" className="button button--small" onClick={retry}>
              {t('tryAgain')}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
