import { adoptCspNonce } from './csp-nonce';
import { startApp } from './start';

adoptCspNonce();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
await startApp(container, document, window.location);
