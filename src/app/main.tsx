import { adoptCspNonce } from './csp-nonce';
import { afterNextPaint } from './next-paint';

adoptCspNonce();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Markup the server drew is painted before the app's code runs: evaluating it first (the page's modules are often
// there already, preloaded) would hold that paint back by as long as the evaluation takes on a slow phone.
if (container.hasChildNodes()) await afterNextPaint();
const { startApp } = await import('./start');
await startApp(container, document, window.location);
