import { useEffect } from 'react';
import { t } from '../i18n/i18n';
import { Deliver } from '../screens/Deliver';
import { Menu } from '../screens/Menu';
import { ParcelScreen } from '../screens/Parcel';
import { QueueScreen } from '../screens/Queue';
import { RunScreen } from '../screens/Run';
import { Scan } from '../screens/Scan';
import { SignIn } from '../screens/SignIn';
import { navigate, useScreen, type Screen } from './navigation';
import { useCourier } from './store';
import { ThemeToggle } from './ThemeToggle';
import { useApplyTheme } from './theme';

/** The app: signed out, the sign-in; signed in, the screen asked for under one top bar. */
export function App() {
  const member = useCourier((state) => state.member);
  const theme = useCourier((state) => state.theme);
  useApplyTheme(theme);
  if (member === undefined) return null;
  if (member === null) {
    return (
      <>
        <header className="top-bar">
          <span className="top-title">{t('courier.appName')}</span>
          <ThemeToggle />
        </header>
        <main className="screen">
          <SignIn />
        </main>
      </>
    );
  }
  return <SignedIn />;
}

function SignedIn() {
  const screen = useScreen();
  const waiting = useCourier((state) => state.queue.filter((a) => a.state === 'waiting').length);
  const refused = useCourier((state) => state.queue.filter((a) => a.state === 'refused').length);
  const online = useCourier((state) => state.online);
  useEffect(() => {
    document.title = `${titleOf(screen)} · ${t('courier.appName')}`;
  }, [screen]);
  return (
    <>
      <header className="top-bar">
        <span className="top-title">{t('courier.appName')}</span>
        {!online && <span className="pill pill-offline">{t('courier.offline')}</span>}
        <ThemeToggle />
      </header>
      <main className="screen">{body(screen)}</main>
      <nav className="bottom-nav" aria-label={t('courier.navigation')}>
        <NavButton
          screen={{ name: 'run' }}
          current={screen}
          label={t('courier.navRun')}
          icon="☰"
        />
        <NavButton
          screen={{ name: 'scan' }}
          current={screen}
          label={t('courier.navScan')}
          icon="▦"
        />
        <NavButton
          screen={{ name: 'queue' }}
          current={screen}
          label={t('courier.navQueue')}
          icon="⇅"
          badge={waiting + refused}
          alert={refused > 0}
        />
        <NavButton
          screen={{ name: 'menu' }}
          current={screen}
          label={t('courier.navMenu')}
          icon="⋯"
        />
      </nav>
    </>
  );
}

function body(screen: Screen) {
  switch (screen.name) {
    case 'run':
      return <RunScreen />;
    case 'scan':
      return <Scan />;
    case 'parcel':
      return <ParcelScreen key={screen.code} code={screen.code} />;
    case 'deliver':
      return <Deliver key={screen.code} code={screen.code} />;
    case 'queue':
      return <QueueScreen />;
    case 'menu':
      return <Menu />;
  }
}

function titleOf(screen: Screen): string {
  switch (screen.name) {
    case 'run':
      return t('courier.runTitle');
    case 'scan':
      return t('courier.scanTitle');
    case 'parcel':
    case 'deliver':
      return screen.code;
    case 'queue':
      return t('courier.queueTitle');
    case 'menu':
      return t('courier.menuTitle');
  }
}

function NavButton({
  screen,
  current,
  label,
  icon,
  badge = 0,
  alert = false,
}: {
  screen: Screen;
  current: Screen;
  label: string;
  icon: string;
  badge?: number;
  alert?: boolean;
}) {
  const active =
    current.name === screen.name ||
    (screen.name === 'run' && (current.name === 'parcel' || current.name === 'deliver'));
  return (
    <button
      type="button"
      className="nav-button"
      aria-current={active ? 'page' : undefined}
      onClick={() => navigate(screen)}
    >
      <span className="nav-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="nav-label">{label}</span>
      {badge > 0 && (
        <span className={alert ? 'nav-badge nav-badge-alert' : 'nav-badge'}>
          {t('courier.navBadge', { count: badge })}
        </span>
      )}
    </button>
  );
}
