// What `npm run lender-webhook` says.
import { beforeAll, describe, expect, it } from 'vitest';
import { createLenderKey } from '../../../../src/server/lender/keys/lender-keys';
import {
  LENDER_WEBHOOK_USAGE, lenderWebhookCommand, parseLenderWebhookArgs,
} from '../../../../src/server/lender/webhooks/lender-webhook-command';
import { useTestDb } from '../../helpers/use-test-app';

const t = useTestDb({ seed: false });
const run = (...args: string[]): Promise<string> => lenderWebhookCommand(t.testDb.db, parseLenderWebhookArgs(args), false);

beforeAll(async () => {
  await createLenderKey(t.testDb.db, 'acme-los');
});

describe('npm run lender-webhook', () => {
  it("sets a system's endpoint and prints its signing secret once", async () => {
    const out = await run('set', 'acme-los', 'https://los.acme.example/portal-events');
    expect(out).toMatch(
      /^Webhook endpoint of lender system "acme-los": https:\/\/los\.acme\.example\/portal-events\nIts signing secret, shown once \(the receiver verifies Portal-Signature with it\):\nwhsec_\S{40,}\n$/,
    );
    expect(await run('list')).toMatch(/^acme-los\thttps:\/\/los\.acme\.example\/portal-events\tset \S+\t0 pending\t0 abandoned\n$/);
  });

  it('refuses a plain http URL, loopback included unless allowed, and an unknown system', async () => {
    for (const url of ['http://los.acme.example/hooks', 'http://127.0.0.1:8080/hooks', 'ftp://x.example', 'not a url']) {
      await expect(run('set', 'acme-los', url), url).rejects.toThrow(/is not/);
    }
    expect(await lenderWebhookCommand(t.testDb.db, parseLenderWebhookArgs(['set', 'acme-los', 'http://127.0.0.1:8080/hooks']), true))
      .toContain('http://127.0.0.1:8080/hooks');
    await expect(run('set', 'nobody', 'https://x.example')).rejects.toThrow(
      'No lender system is named "nobody" (npm run lender-key -- list shows them).',
    );
  });

  it('removes an endpoint, and answers its usage otherwise', async () => {
    expect(await run('remove', 'acme-los')).toBe('Webhook endpoint of lender system "acme-los" removed, with its undelivered events.\n');
    await expect(run('remove', 'acme-los')).rejects.toThrow('The lender system "acme-los" has no webhook endpoint.');
    for (const args of [[], ['set', 'acme-los'], ['list', 'x'], ['remove']]) {
      expect(() => parseLenderWebhookArgs(args)).toThrow(LENDER_WEBHOOK_USAGE);
    }
  });
});
