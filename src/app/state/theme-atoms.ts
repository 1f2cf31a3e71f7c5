import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { colorModeCookie, type ColorMode } from '../../shared/page-render/color-mode';

const oneYear = 60 * 60 * 24 * 365;
const setCookie = (value: string, maxAge: number) => {
  document.cookie = `${colorModeCookie}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
};

const inBrowser = () => typeof window !== 'undefined';

/** Local storage as before, and a cookie the server reads to render the page in the same mode (none on the server). */
const localAndCookie = {
  getItem: (key: string) => (inBrowser() ? window.localStorage.getItem(key) : null),
  setItem: (key: string, json: string) => {
    if (!inBrowser()) return;
    window.localStorage.setItem(key, json);
    setCookie(String(JSON.parse(json)), oneYear);
  },
  removeItem: (key: string) => {
    if (!inBrowser()) return;
    window.localStorage.removeItem(key);
    setCookie('', 0);
  },
  // Another tab's choice shows here too (as jotai does for local storage itself); the cookie is that tab's to write.
  subscribe: (key: string, callback: (value: string | null) => void) => {
    const heard = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && event.key === key) callback(event.newValue);
    };
    window.addEventListener('storage', heard);
    return () => window.removeEventListener('storage', heard);
  },
};

/** Light/dark switch, default light; remembered in this browser. */
export const colorModeAtom = atomWithStorage<ColorMode>(
  'colorMode',
  'light',
  createJSONStorage(() => localAndCookie),
  { getOnInit: true },
);
