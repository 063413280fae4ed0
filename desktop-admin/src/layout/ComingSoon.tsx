import { Callout } from '@blueprintjs/core';
import { Link } from 'react-router';
import { ADMIN_HOME } from '../app/paths';
import { useDocumentTitle } from './useDocumentTitle';

export interface ComingSoonProps {
  title: string;
}

/** Placeholder for the control-panel screens that later work builds. */
export function ComingSoon({ title }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <section>
      <h1>{title}</h1>
      <Callout intent="primary" icon="build" title="Coming soon">
        <p>This screen is not built yet.</p>
        <Link to={ADMIN_HOME}>Back to the dashboard</Link>
      </Callout>
    </section>
  );
}
