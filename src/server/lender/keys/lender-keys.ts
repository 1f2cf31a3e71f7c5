import type { Db, Queryable } from '../../db/types';
import { randomToken, sha256 } from '../../auth/crypto';
import {
  countSystemKeys, ensureLenderSystem, findLenderKey, findLenderSystem, insertLenderKey, listLenderKeys,
  type LenderKeyListing, revokeLenderKey,
} from './key-records';

/** Prefix of every lender key, so a leaked key is recognisable in a secret scanner. */
export const LENDER_KEY_PREFIX = 'rpl_';

/** The key is stored only as its SHA-256 (a random 256-bit key needs no slow hash). */
export const lenderKeyHash = (key: string): string => sha256(key);

/** What a lender system's name and a key's label may be (the tables' CHECK). */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function checkName(what: string, name: string): void {
  if (!NAME.test(name)) {
    throw new Error(`${what} is 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit: "${name}" is not.`);
  }
}

export interface CreatedLenderKey {
  /** The plain key: shown once, never stored. */
  key: string;
  lenderKeyId: number;
  label: string;
  systemName: string;
  /** The system was new: this is its first key. */
  systemCreated: boolean;
}

/** What is true of a label that is taken: whose it is, and whether that key is live or was revoked. */
function labelTaken(label: string, holder: LenderKeyListing | null, systemName: string): Error {
  const whose = holder ? `key ${holder.lenderKeyId} of lender system "${holder.systemName}"` : 'another key';
  const truth = holder?.revokedAt
    ? `belonged to ${whose}, revoked ${holder.revokedAt}; a revoked key's label is never reused, so it names that key alone`
    : `belongs to ${whose}, which is live`;
  return new Error(`The label "${label}" ${truth}. Give the new key another label: npm run lender-key -- create ${systemName} LABEL`);
}

/**
 * A new key of a lender system, creating the system with its first key when the name is new. The first key's label
 * defaults to the system's name, each later one to `<system>-<n>`. The plain key is returned once and never stored.
 */
export async function createLenderKey(db: Db, systemName: string, label?: string): Promise<CreatedLenderKey> {
  checkName("A lender system's name", systemName);
  if (label !== undefined) checkName("A key's label", label);
  return db.transaction(async (tx) => {
    const system = await ensureLenderSystem(tx, systemName);
    const keyLabel = label ?? (system.created ? systemName : `${systemName}-${(await countSystemKeys(tx, system.lenderSystemId)) + 1}`);
    checkName("A key's label", keyLabel);
    const key = `${LENDER_KEY_PREFIX}${randomToken(32)}`;
    const created = await insertLenderKey(tx, system.lenderSystemId, keyLabel, lenderKeyHash(key));
    if (!created) throw labelTaken(keyLabel, await findLenderKey(tx, keyLabel), systemName);
    return { key, lenderKeyId: created.lenderKeyId, label: keyLabel, systemName, systemCreated: system.created };
  });
}

export interface RevokedLenderKey {
  revoked: LenderKeyListing;
  /** The system's keys still live after this one. */
  stillLive: LenderKeyListing[];
}

/** A key as messages name it: its label and id. */
export const keyNamed = (k: { name: string; lenderKeyId: number }): string => `"${k.name}" (id ${k.lenderKeyId})`;

async function notAKey(db: Queryable, labelOrId: string): Promise<Error> {
  const system = await findLenderSystem(db, labelOrId);
  if (!system) {
    return new Error(`No lender key has the label or id "${labelOrId}" (npm run lender-key -- list shows every key).`);
  }
  const live = (await listLenderKeys(db, system.lenderSystemId)).filter((k) => k.revokedAt === null);
  return new Error(
    `"${labelOrId}" is a lender system, not a key: revoke one of its keys by label or id` +
      (live.length > 0 ? ` (live: ${live.map(keyNamed).join(', ')}).` : '; it has no live key.'),
  );
}

/** Revokes one key, by its label or its id: it answers 401 from then on; its system's offers stay the system's. */
export async function revokeLenderKeyNamed(db: Db, labelOrId: string): Promise<RevokedLenderKey> {
  return db.transaction(async (tx) => {
    const key = await findLenderKey(tx, labelOrId);
    if (!key) throw await notAKey(tx, labelOrId);
    if (key.revokedAt !== null) {
      throw new Error(`Key ${keyNamed(key)} of lender system "${key.systemName}" was already revoked, at ${key.revokedAt}.`);
    }
    const revokedAt = await revokeLenderKey(tx, key.lenderKeyId);
    const stillLive = (await listLenderKeys(tx, key.lenderSystemId)).filter((k) => k.revokedAt === null);
    return { revoked: { ...key, revokedAt }, stillLive };
  });
}

export const lenderKeys = (db: Queryable): Promise<LenderKeyListing[]> => listLenderKeys(db);

/** How the audit trail names a lender's change: the system, then the key that called. */
export const lenderActorId = (key: { systemName: string; name: string }): string => `${key.systemName}/${key.name}`;
