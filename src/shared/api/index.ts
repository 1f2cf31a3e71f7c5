export * from './errors';
export * from './offer';
export * from './consent';
export * from './verify';
export * from './health';
export * from './borrower-data';
export * from './journey';
export * from './accounts';
