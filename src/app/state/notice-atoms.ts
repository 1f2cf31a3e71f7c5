import { atom } from 'jotai';

/** App-wide error alert (e.g. the 401 "session ended" message), shown above the page content. */
export const sessionNoticeAtom = atom<string | null>(null);
