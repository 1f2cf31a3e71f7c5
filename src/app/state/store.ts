import { createStore } from 'jotai';

/** The app's single jotai store; shared with non-React code such as the API client's 401 handler. */
export const appStore = createStore();
