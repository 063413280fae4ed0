import { createContext, useContext, useLayoutEffect } from 'react';

/** Screens that open with a full-width hero put the top bar in its transparent variant. */
export const HeroBarContext = createContext<(hero: boolean) => void>(() => undefined);

/** The transparent top bar while this screen (with its hero) is shown. */
export function useHeroBar(active = true): void {
  const setHero = useContext(HeroBarContext);
  useLayoutEffect(() => {
    setHero(active);
    return active ? () => setHero(false) : undefined;
  }, [active, setHero]);
}
