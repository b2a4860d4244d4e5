// The category follows the scroll and the URL hash (spec §2): the section under the sticky
// category bar is the current one and its type is written to the hash (history replace, keeping
// the page where it is: app/router/keepScroll.ts); a tap on a category scrolls to its section;
// `/game-center#fish` opens at fish.
import type { GameCategory } from '@jinli/contract';
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useLocation,
  useNavigate,
} from 'react-router';
import { useHydrated } from '../../../app/context/hydration';
import { KEEP_SCROLL_STATE, keepsScroll } from '../../../app/router/keepScroll';
import { categoryOfHash } from '../gameCenterRules';

/** Pause of the scroll-follow after an instant scroll of ours, ms. */
const INSTANT_SCROLL_MS = 300;
/** Quiet time after the last scroll before the hash follows, ms. */
const HASH_DELAY_MS = 250;
/** Pause of the scroll-follow while a tap's smooth scroll runs, ms. */
const PROGRAMMATIC_SCROLL_MS = 700;

export interface CategoryScroll {
  active: GameCategory | undefined;
  /** Ref callback of a section's element. */
  sectionRef(type: GameCategory): (element: HTMLElement | null) => void;
  /** Scrolls to a category's section and makes it the current one. */
  select(type: GameCategory): void;
}

/**
 * `types`: the sections shown, in order; `offset`: px of sticky bars above the sections (the
 * horizontal tabs), so a section counts as reached when its top passes under them.
 */
export function useCategoryScroll(types: readonly GameCategory[], offset: number): CategoryScroll {
  const location = useLocation();
  const navigate = useNavigate();
  const elements = useRef(new Map<GameCategory, HTMLElement>());
  const refs = useRef(new Map<GameCategory, (element: HTMLElement | null) => void>());
  const hashType = categoryOfHash(location.hash);
  // The server never sees a URL's hash: while hydrating its render, the first category is the
  // current one as it drew it, and the hash's is chosen right after (the layout effect below).
  const hydrated = useHydrated();
  const [active, setActive] = useState<GameCategory | undefined>(hydrated ? hashType : undefined);
  const pausedUntil = useRef(0);
  /** Where our last scroll ends, px from the top (the page's end stops one that goes further). */
  const ownScrollEnd = useRef<number | null>(null);
  // The entry whose hash was last handled (by key: a link may name the same hash again).
  const handledKey = useRef<string | undefined>(undefined);
  // The entry the screen opened on: its hash is the one to open at, whoever wrote it (a reload or
  // a way back to a hash this screen wrote).
  const openedKey = useRef(location.key);
  // Under a data router: whether a navigation is under way (a tap that leaves the screen for a
  // lazily loaded page); the hash is not written then, which would cancel it.
  // Read live when the hash is written (a debounced write runs after the tap that started the
  // navigation, before any render has told this component about it); the rendered state is the
  // fallback outside a data router.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const navigation = useContext(UNSAFE_DataRouterStateContext)?.navigation.state ?? 'idle';
  const latest = useRef({ types, offset, active, location, navigation });
  latest.current = { types, offset, active, location, navigation };

  const hashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const writeHash = useCallback(
    (type: GameCategory) => {
      const { location: rendered, navigation: renderedNavigation } = latest.current;
      const state = router?.state.navigation.state ?? renderedNavigation;
      const here = router?.state.location ?? rendered;
      // The screen may already be left (the router moved on; this render has not caught up).
      const left = here.pathname !== rendered.pathname;
      if (left || state !== 'idle' || categoryOfHash(here.hash) === type) return;
      void navigate(
        { pathname: here.pathname, search: here.search, hash: type },
        { replace: true, preventScrollReset: true, state: KEEP_SCROLL_STATE },
      );
    },
    [navigate, router],
  );

  const scrollTo = useCallback((type: GameCategory, smooth: boolean) => {
    const element = elements.current.get(type);
    if (!element) return false;
    const top = element.getBoundingClientRect().top + window.scrollY - latest.current.offset;
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    pausedUntil.current = Date.now() + (smooth ? PROGRAMMATIC_SCROLL_MS : INSTANT_SCROLL_MS);
    ownScrollEnd.current = Math.round(Math.min(Math.max(0, top), Math.max(0, bottom)));
    window.scrollTo({ top: Math.max(0, top), behavior: smooth ? 'smooth' : 'auto' });
    return true;
  }, []);

  const select = useCallback(
    (type: GameCategory) => {
      clearTimeout(hashTimer.current);
      setActive(type);
      writeHash(type);
      const reduced =
        typeof window.matchMedia === 'function' &&
        window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      scrollTo(type, !reduced);
    },
    [scrollTo, writeHash],
  );

  // The hash's category once its section is there (at first, and whenever the hash changes from
  // outside: a link, the browser); else the first section. A hash this screen wrote is where the
  // player already is: its render may come late (a transition, on a slow phone after the next
  // write), and scrolling to it then threw the player back to a section they had left.
  useLayoutEffect(() => {
    const hash = location.hash;
    const wanted = categoryOfHash(hash);
    const ours = location.key !== openedKey.current && keepsScroll(location.state);
    if (wanted && location.key !== handledKey.current && !ours) {
      // A hash from outside wins over one the scroll was about to write.
      clearTimeout(hashTimer.current);
      if (!types.includes(wanted)) {
        // Not shown (no games, or not matching the search): nothing to scroll to.
        if (types.length > 0) handledKey.current = location.key;
      } else if (scrollTo(wanted, false)) {
        handledKey.current = location.key;
        setActive(wanted);
        return;
      }
    }
    if (!active || !types.includes(active)) setActive(types[0]);
  }, [types, active, scrollTo, location.hash, location.key, location.state]);

  // Follow the scroll.
  useEffect(() => {
    let frame = 0;
    let resumeTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const pause = pausedUntil.current - Date.now();
        if (pause > 0) {
          // Our own scroll. Looked at again when the pause ends: a scroll of the player's that
          // ended inside it left the category and the hash behind, until the next one.
          clearTimeout(resumeTimer);
          resumeTimer = setTimeout(() => {
            const end = ownScrollEnd.current;
            if (end === null || Math.abs(window.scrollY - end) > 1) onScroll();
          }, pause);
          return;
        }
        const { types: shown, offset: bar, active: current } = latest.current;
        let reached: GameCategory | undefined = shown[0];
        for (const type of shown) {
          const element = elements.current.get(type);
          if (element && element.getBoundingClientRect().top - bar <= 8) reached = type;
        }
        // At the very bottom the last section is the current one even when it is short.
        if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) {
          reached = shown[shown.length - 1] ?? reached;
        }
        if (reached && reached !== current) setActive(reached);
        // The hash follows once the scroll rests: a navigation started meanwhile (a tap that
        // leaves the screen) has rendered by then and is not cancelled by it.
        clearTimeout(hashTimer.current);
        hashTimer.current = setTimeout(() => {
          const current = latest.current.active;
          if (current) writeHash(current);
        }, HASH_DELAY_MS);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(resumeTimer);
      clearTimeout(hashTimer.current);
    };
  }, [writeHash]);

  const sectionRef = useCallback((type: GameCategory) => {
    let ref = refs.current.get(type);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (element) elements.current.set(type, element);
        else elements.current.delete(type);
      };
      refs.current.set(type, ref);
    }
    return ref;
  }, []);

  return { active: active && types.includes(active) ? active : types[0], sectionRef, select };
}
