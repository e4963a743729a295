/**
 * What the install banner needs to know about the device (mobile and iOS only, not when
 * already running as an installed app). Read from an environment object so tests can pass one.
 */
export interface PlatformEnv {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS Safari says "Macintosh" but has touch points. */
  maxTouchPoints: number;
  /** iOS Safari's own flag for a home-screen app. */
  navigatorStandalone?: boolean;
  matchMedia?: (query: string) => { matches: boolean };
}

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i;
const IOS_UA = /iPhone|iPad|iPod/i;

function matches(env: PlatformEnv, query: string): boolean {
  try {
    return env.matchMedia?.(query).matches ?? false;
  } catch {
    return false;
  }
}

export function isIos(env: PlatformEnv): boolean {
  return IOS_UA.test(env.userAgent) || (/Macintosh/i.test(env.userAgent) && env.maxTouchPoints > 1);
}

/** A phone or tablet: by user agent, or a touch-first small screen whatever it claims to be. */
export function isMobileDevice(env: PlatformEnv): boolean {
  if (MOBILE_UA.test(env.userAgent) || isIos(env)) return true;
  return matches(env, '(pointer: coarse)') && matches(env, '(max-width: 768px)');
}

export function isStandalone(env: PlatformEnv): boolean {
  return env.navigatorStandalone === true || matches(env, '(display-mode: standalone)');
}

export function currentPlatform(): PlatformEnv {
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent ?? '',
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    navigatorStandalone: nav.standalone,
    matchMedia: typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined,
  };
}
