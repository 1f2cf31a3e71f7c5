// What `npm run lender-key` says: systems with their keys, rotation, and refusals that say what is true.
import { describe, expect, it } from 'vitest';
import {
  LENDER_KEY_USAGE, lenderKeyCommand, parseLenderKeyArgs,
} from '../../../../src/server/lender/keys/lender-key-command';
import { useTestDb } from '../../helpers/use-test-app';

const t = useTestDb({ seed: false });

const run = (...args: string[]): Promise<string> => lenderKeyCommand(t.testDb.db, parseLenderKeyArgs(args));
const idOf = (out: string, label: string): string => new RegExp(`"${label}" \\(id (\\d+)\\)`).exec(out)?.[1] ?? '';
const TIME = '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ';

describe('npm run lender-key', () => {
  it('creates a system with its first key, then a second key of it, printing each key once', async () => {
    const first = await run('create', 'acme-los');
    expect(first).toMatch(/^Lender system "acme-los" created, with its first key "acme-los" \(id \d+\)\.\n/);
    expect(first).toMatch(/\nThe key, shown once \(store it in the calling system's secrets\):\nrpl_\S{40,}\n$/);
    const second = await run('create', 'acme-los');
    expect(second).toContain(
      `New key "acme-los-2" (id ${idOf(second, 'acme-los-2')}) of lender system "acme-los"; it reaches the system's offers, ` +
        `and its other live keys keep working: "acme-los" (id ${idOf(first, 'acme-los')}).`,
    );
    expect(second).toContain("Once the system's calls use the new key: npm run lender-key -- revoke acme-los\n");
  });

  it('lists each system with its keys: id, label, created, revoked or live', async () => {
    const out = await run('list');
    expect(out).toMatch(new RegExp(
      `^acme-los\\tcreated ${TIME}\\t2 live keys\\n  key \\d+\\tacme-los\\tcreated ${TIME}\\tlive\\n` +
        `  key \\d+\\tacme-los-2\\tcreated ${TIME}\\tlive\\n$`,
    ));
  });

  it('revokes one key by its label or id and says which keys of the system still work', async () => {
    const revoked = await run('revoke', 'acme-los');
    expect(revoked).toMatch(
      /^Key "acme-los" \(id \d+\) of lender system "acme-los" revoked: it answers 401 from now on\. "acme-los" keeps 1 live key: "acme-los-2" \(id \d+\)\.\n$/,
    );
    expect(await run('list')).toMatch(new RegExp(`\\tacme-los\\tcreated ${TIME}\\trevoked ${TIME}\\n`));
    const last = await run('list').then((out) => /key (\d+)\tacme-los-2\t/.exec(out)?.[1] ?? '');
    expect(await run('revoke', last)).toContain(
      `"acme-los" has no live key now: its calls answer 401 until it gets one (npm run lender-key -- create acme-los); its offers stay its own.`,
    );
  });

  it("refuses a revoked key's label, saying it was revoked, not that it exists", async () => {
    const refusal = await run('create', 'acme-los', 'acme-los').then(() => '', (error: Error) => error.message);
    expect(refusal).toMatch(new RegExp(
      `^The label "acme-los" belonged to key \\d+ of lender system "acme-los", revoked ${TIME}; a revoked key's label is never ` +
        'reused, so it names that key alone\\. Give the new key another label: npm run lender-key -- create acme-los LABEL$',
    ));
    expect(refusal).not.toContain('already exists');
  });

  it("refuses a live key's label for a new system, and creates no system", async () => {
    await run('create', 'broker-one');
    await expect(run('create', 'broker-two', 'broker-one')).rejects.toThrow(
      /^The label "broker-one" belongs to key \d+ of lender system "broker-one", which is live\. Give the new key another label: npm run lender-key -- create broker-two LABEL$/,
    );
    expect(await run('list')).not.toContain('broker-two');
  });

  it('refuses to revoke a key already revoked, an unknown one, or a system, naming its live keys', async () => {
    await expect(run('revoke', 'acme-los')).rejects.toThrow(
      new RegExp(`^Key "acme-los" \\(id \\d+\\) of lender system "acme-los" was already revoked, at ${TIME}\\.$`),
    );
    await expect(run('revoke', 'nobody')).rejects.toThrow(
      'No lender key has the label or id "nobody" (npm run lender-key -- list shows every key).',
    );
    const solo = await run('create', 'solo', 'solo-main');
    await expect(run('revoke', 'solo')).rejects.toThrow(
      `"solo" is a lender system, not a key: revoke one of its keys by label or id (live: "solo-main" (id ${idOf(solo, 'solo-main')})).`,
    );
  });

  it('answers its usage to a command it does not know, and refuses a bad name', async () => {
    for (const args of [[], ['create'], ['revoke'], ['revoke', 'a', 'b'], ['list', 'x'], ['create', 'a', 'b', 'c'], ['rotate', 'a']]) {
      expect(() => parseLenderKeyArgs(args), args.join(' ')).toThrow(LENDER_KEY_USAGE);
    }
    await expect(run('create', 'two words')).rejects.toThrow(
      `A lender system's name is 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit: "two words" is not.`,
    );
  });
});
